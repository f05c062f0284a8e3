/// Every rule helpc has, in catalog order. A test checks that each rule type
/// in this module is listed here, so a new rule file cannot be forgotten.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        // Structure and input
        XMLSyntaxRule.self,
        XMLSchemaRule.self,
        IDDuplicateRule.self,
        ScopeOverlapRule.self,
        TranslationMissingRule.self,
        SuppressionReasonRule.self,
        TranslationStaleRule.self,
        TranslationLinksRule.self,
        TranslationMarkupRule.self,
        TranslationNumbersRule.self,
        TranslationAcronymsRule.self,
        TranslationConsistencyRule.self,
        TextWhitespaceRule.self,
        TextEmptyRule.self,
        TextNFCRule.self,
        TextControlCharactersRule.self,
        // Case and punctuation
        SentenceCaseRule.self,
        TitleCaseRule.self,
        NameCaseRule.self,
        EmphasisCapitalsRule.self,
        EndingPunctuationRule.self,
        EllipsisRule.self,
        DashRule.self,
        SerialCommaRule.self,
        CompoundModifierHyphenRule.self,
        QuotesRule.self,
        ExclamationRule.self,
        PairedPunctuationRule.self,
        // Length
        LengthLimitRule.self,
        // Alerts
        AlertButtonCountRule.self,
        AlertButtonRolesRule.self,
        AlertCancelButtonRule.self,
        AlertDestructiveButtonRule.self,
        AlertOKButtonRule.self,
        AlertYesNoRule.self,
        AlertGenericTitleRule.self,
        AlertMessageExplainsButtonsRule.self,
        AlertMessageValueRule.self,
        // Tips
        TipSentencesRule.self,
        TipPromotionalRule.self,
        TipStepsRule.self,
        TipPopoverImageRule.self,
        TipFrequencyRule.self,
        TipTitleRule.self,
        TipGenericTitleRule.self,
        TipMessageLeadInRule.self,
        TipRulesRule.self,
        // Tooltips
        TooltipVerbFirstRule.self,
        TooltipRepeatsControlRule.self,
        TooltipStepsRule.self,
        TooltipPlatformRule.self,
        // Help topics and other copy
        PopoverWordRule.self,
        LinkTextRule.self,
        KeyboardShortcutRule.self,
        MenuPathRule.self,
        QuotedControlNameRule.self,
        SaveReminderRule.self,
        StandardControlRule.self,
        ImageAltRule.self,
        EmptyBlockRule.self,
        HelpTitleImperativeRule.self,
        StepActionsRule.self,
        StepNumberRule.self,
        LinkTargetRule.self,
        UndoWordsRule.self,
        UndoPlatformRule.self,
        // Placeholders
        PlaceholderInvalidRule.self,
        PlaceholderMismatchRule.self,
        PlaceholderCommentRule.self,
        PluralCategoriesRule.self,
        // Platform and input terminology
        PlatformTermRule.self,
        NeutralTermRule.self,
        InputTermRule.self,
        DeprecatedTermRule.self,
        TermConsistencyRule.self,
        SecondPersonRule.self,
        EasyWordRule.self,
        // Korean
        ParticleAgreementRule.self,
        SpeechLevelRule.self,
        KoreanFragmentRule.self,
        KoreanSpacingRule.self,
        KoreanPunctuationRule.self,
        KoreanCountedPluralRule.self,
        KoreanPronounRule.self,
        KoreanCausativeRule.self,
        KoreanFutureTenseRule.self,
        KoreanTranslationeseRule.self,
        KoreanRedundancyRule.self,
        KoreanConfusableRule.self,
        // Spelling
        SpellingRule.self,
        PhrasalVerbRule.self,
        ConfusableWordRule.self,
        OrdinalNumberRule.self,
        SubjectVerbAgreementRule.self,
        VerbFormRule.self,
        DoubleComparativeRule.self,
        PrepositionRule.self,
        QuestionOrderRule.self,
    ]

    /// The rules that judge copy itself, for copy read from other formats
    /// (string catalogs, translators' XLIFF), where structure is not
    /// helpc's to judge. The alert rules judge the titles of buttons, of
    /// an alert a translator's XLIFF rebuilds from the parts helpc exported.
    public static var copyRules: [any Rule.Type] {
        let entryRulesOnCopy: [any Rule.Type] = [PlaceholderMismatchRule.self, PluralCategoriesRule.self, TermConsistencyRule.self,
                                                 LinkTextRule.self, TranslationLinksRule.self, TranslationMarkupRule.self,
                                                 TranslationNumbersRule.self,
                                                 TranslationAcronymsRule.self,
                                                 AlertCancelButtonRule.self, AlertOKButtonRule.self, AlertYesNoRule.self]
        return all.filter { $0 is any TextRule.Type || $0 is any TopicTextRule.Type }
            + entryRulesOnCopy
    }

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static var ids: Set<String> { Set(all.map { $0.description.id }) }

    /// Rules whose severity helpc.json may not change.
    public static var fixedIDs: Set<String> {
        Set(all.filter { !$0.description.isConfigurable }.map { $0.description.id })
    }
}
