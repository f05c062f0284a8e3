#ifndef HELPC_CLIBXML2_SHIM_H
#define HELPC_CLIBXML2_SHIM_H

/* Debian builds libxml2 with ICU, and encoding.h then includes ICU's headers,
   which clash with the copy of ICU inside Foundation. helpc never touches the
   encoding handlers' ICU fields (they sit at the end of a struct it only uses
   by pointer), so the ICU part of the headers is left out. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#include <libxml/catalog.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>

#endif
