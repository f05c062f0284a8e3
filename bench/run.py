#!/usr/bin/env python3
"""`make bench`: helpc against the cost of parsing its input and against a peer.

Generates the synthetic project of bench/generate.py and times, on the same
files and in the same run: xmllint --noout (the parse floor), xmllint
validating the files against helpc's RELAX NG schema (not a target: what
libxml2 alone takes for the parse and validation every check does), tar
unpacking the files a clean build writes (the write floor, not a target),
helpc check, a clean helpc build, a rebuild with nothing changed, a rebuild
after editing one file, and Translate Toolkit's pofilter over the same
strings exported as XLIFF.
Each figure is the median of several runs with their min and max, and the peak
resident memory of the process; figures whose ratio is a goal are run side by
side, round by round. Then `helpc check` alone at each scaling size
shows how time per entry grows with the project.

Prints the figures and writes them to build/bench.json. Goals are ratios, never
seconds: the machine changes, the ratios should not.
"""

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

import shapes

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def timed(command, cwd, accept=(0,)):
    """Runs a command and returns (seconds, peak resident bytes, CPU seconds:
    user and system, all its threads)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in accept:
        sys.exit(f'bench: {" ".join(command[:3])}… exited {process.returncode}:\n{stderr.decode(errors="replace")[-2000:]}')
    return elapsed, usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime


def figure_of(name, times, peaks, cpus):
    # CPU time beside the wall clock: helpc works on every core and
    # xmllint on one, and on a shared machine a run's CPU time swings less
    # than its wall time (the time another guest holds the core is in
    # neither).
    figure = {'median': statistics.median(times), 'min': min(times), 'max': max(times), 'peak_bytes': max(peaks),
              'cpu_median': statistics.median(cpus)}
    print(f'  {name:<28} {figure["median"]:9.3f} s  (min {figure["min"]:.3f}, max {figure["max"]:.3f})  '
          f'cpu {figure["cpu_median"]:8.3f} s  peak {figure["peak_bytes"] / 1e6:8.1f} MB', flush=True)
    return figure


def measure(name, runs, command, cwd, before=None, accept=(0,)):
    return measure_alternating(runs, [(name, command, cwd, before, accept)])[0]


def measure_alternating(runs, commands):
    """Runs each command once per round, in turn, and returns a figure for
    each. Figures whose ratio is a goal are taken side by side this way: the
    machine's speed drifts by a third or more over the minutes a bench takes
    (docs/bench.md), and figures measured one after the other carried that
    drift into their ratios."""
    times = [[] for _ in commands]
    peaks = [[] for _ in commands]
    cpus = [[] for _ in commands]
    for _ in range(runs):
        for index, (_, command, cwd, before, accept) in enumerate(commands):
            if before:
                before()
            seconds, peak, cpu = timed(command, cwd, accept)
            times[index].append(seconds)
            peaks[index].append(peak)
            cpus[index].append(cpu)
    return [figure_of(name, times[index], peaks[index], cpus[index]) for index, (name, *_) in enumerate(commands)]


def content_files(project):
    found = []
    for folder, _, files in os.walk(os.path.join(project, 'content')):
        found.extend(os.path.join(folder, name) for name in files if name.endswith('.xml'))
    return sorted(found)


def generate(size, seed, out):
    result = subprocess.run([sys.executable, os.path.join(HERE, 'generate.py'), '--size', str(size),
                             '--seed', str(seed), out], check=True, capture_output=True, text=True)
    return json.loads(result.stdout)


def find_pofilter():
    found = shutil.which('pofilter')
    if found:
        return found
    beside = os.path.join(os.path.dirname(sys.executable), 'pofilter')
    return beside if os.path.exists(beside) else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--size', type=int, default=100_000)
    parser.add_argument('--runs', type=int, default=3, help='runs of each figure; the median is reported')
    parser.add_argument('--scaling', default='10000,100000,1000000',
                        help='sizes for the time-per-entry series, separated by commas or spaces')
    parser.add_argument('--helpc', default=os.path.join(ROOT, '.build', 'release', 'helpc'))
    parser.add_argument('--work', default=os.path.join(ROOT, '.build', 'bench'))
    parser.add_argument('--out', default=os.path.join(ROOT, 'build', 'bench.json'))
    arguments = parser.parse_args()
    helpc = os.path.abspath(arguments.helpc)
    pofilter = find_pofilter()
    if not pofilter:
        sys.exit('bench: pofilter not found; install it with: python3 -m pip install translate-toolkit')

    project = os.path.join(arguments.work, f'project-{arguments.size}')
    build_folder = os.path.join(project, 'build')
    # The outputs of the run before are moved aside, not deleted, and
    # deleted when the bench ends: ext4 without a journal (this machine's
    # disk) passes over inodes freed in the last minutes when it makes new
    # ones, so a clean build right after deleting 140,000 files paid for
    # the deletion too, by up to three times its own time (docs/bench.md).
    # That holds for the last bench's outputs as much as for this one's.
    set_aside = os.path.join(arguments.work, 'set-aside')

    def move_build_aside():
        if os.path.exists(build_folder):
            os.makedirs(set_aside, exist_ok=True)
            os.rename(build_folder, os.path.join(set_aside, f'build-{len(os.listdir(set_aside))}-{os.getpid()}'))
    move_build_aside()
    summary = generate(arguments.size, 1, project)
    files = content_files(project)
    entries = summary['entries']
    print(f'helpc bench: {entries} entries in {len(files)} files, {summary["mistakes"]} with a mistake; '
          f'{arguments.runs} runs each', flush=True)

    # The planted mistakes are warnings (bench/generate.py): check and build exit 0.
    found = (0,)
    figures = {}
    # A writer's edit: a sentence added to (then taken out of) the first
    # paragraph of a help-topic file in the middle of the project, so the
    # rebuild re-checks that file, renders its pages again and redoes the
    # project-wide checks and the outputs every topic feeds (search index,
    # review report).
    topic_files = [path for path in files if '<topic ' in open(path, encoding='utf-8').read()]
    edited = (topic_files or files)[len(topic_files or files) // 2]
    sentence = ' It saves you time.'

    def edit_one_file():
        with open(edited, encoding='utf-8') as handle:
            text = handle.read()
        if sentence + '</p>' in text:
            text = text.replace(sentence + '</p>', '</p>', 1)
        else:
            text = text.replace('</p>', sentence + '</p>', 1)
        with open(edited, 'w', encoding='utf-8') as handle:
            handle.write(text)

    # Every figure a target's ratio is made of, side by side, round by
    # round: the parse floor, the check, a clean build and, after it, a
    # rebuild with nothing changed and one after the edit. Each check runs
    # without a build beside it, as on a fresh clone: with one it would take
    # the build's spelling answers.
    schema = os.path.join(ROOT, 'schema', 'helpc.rng')
    # The write floor: tar unpacking what a clean build writes (every
    # output and the cache, the same files with the same bytes) into an
    # empty folder. Not a target: on this machine's disk, making 140,000
    # files takes the kernel longer than the build target allows the whole
    # build (docs/bench.md), and this figure says how much.
    subprocess.run([helpc, 'build'], cwd=project, check=True, capture_output=True)
    archive = os.path.join(arguments.work, f'outputs-{arguments.size}.tar')
    subprocess.run(['tar', '-cf', archive, '-C', project, 'build'], check=True)
    output_files = sum(len(names) for _, _, names in os.walk(build_folder))
    move_build_aside()
    unpacked = os.path.join(arguments.work, 'unpacked')

    def empty_unpacking_folder():
        if os.path.exists(unpacked):
            os.makedirs(set_aside, exist_ok=True)
            os.rename(unpacked, os.path.join(set_aside, f'unpacked-{len(os.listdir(set_aside))}-{os.getpid()}'))
        os.makedirs(unpacked)
    (figures['parse_floor'], figures['validating_floor'], figures['write_floor'], figures['check'],
     figures['clean_build'], figures['noop_build'], figures['onefile_build']) = measure_alternating(arguments.runs, [
        ('xmllint --noout', ['xmllint', '--noout'] + files, project, None, (0,)),
        ('xmllint --relaxng', ['xmllint', '--noout', '--relaxng', schema] + files, project, None, (0,)),
        ('tar -x (the outputs)', ['tar', '-xf', archive, '-C', unpacked], project, empty_unpacking_folder, (0,)),
        ('helpc check', [helpc, 'check'], project, move_build_aside, found),
        ('helpc build (clean)', [helpc, 'build'], project, move_build_aside, found),
        ('helpc build (no change)', [helpc, 'build'], project, None, found),
        ('helpc build (one file edited)', [helpc, 'build'], project, edit_one_file, found),
    ])
    # A translator's check of the edited file once a build has run (it takes
    # the build's spelling answers rather than opening hunspell-ko). Not
    # one of the targets; reported beside them.
    figures['onefile_check'] = measure('helpc check (one file)', arguments.runs, [helpc, 'check', edited], project,
                                       accept=found)
    # A writer's (or a CI job's that keeps build/) check of the whole
    # project after a build and one edit since: the files the build checked
    # and that did not change take its findings from the cache. Not one of
    # the targets, which are of a check on a fresh clone.
    edit_one_file()
    figures['check_after_build'] = measure('helpc check (after a build and an edit)', arguments.runs, [helpc, 'check'],
                                           project, accept=found)

    xliff_folder = os.path.join(arguments.work, f'xliff-{arguments.size}')
    shutil.rmtree(xliff_folder, ignore_errors=True)
    subprocess.run([helpc, 'export-xliff', '--lang', 'ko', '--out', xliff_folder], cwd=project, check=True,
                   capture_output=True)
    xliff = os.path.join(xliff_folder, 'ko.xliff')
    pofilter_out = os.path.join(arguments.work, 'pofilter-out.xliff')
    # pofilter takes minutes a run: a check is timed beside each of its runs,
    # and the ratio is of those.
    figures['pofilter'], figures['check_beside_pofilter'] = measure_alternating(arguments.runs, [
        ('pofilter (ko.xliff)', [pofilter, '-i', xliff, '-o', pofilter_out], project, None, (0, 1)),
        ('helpc check (beside pofilter)', [helpc, 'check'], project, move_build_aside, found),
    ])

    # A translator's check of the very file pofilter reads: both languages'
    # strings and pages of the whole project in one XLIFF, streamed. Not one
    # of the targets (which compare with the check of the content).
    figures['xliff_check'] = measure('helpc check ko.xliff', arguments.runs, [helpc, 'check', xliff], project,
                                     accept=found)

    print('scaling (helpc check, one run each; a clean build of the largest size, once):', flush=True)
    scaling = {}
    scaling_sizes = sorted({int(s) for s in arguments.scaling.replace(',', ' ').split()})
    for size in scaling_sizes:
        folder = os.path.join(arguments.work, f'scaling-{size}')
        generated = generate(size, 1, folder)
        figure = measure(f'{generated["entries"]} entries', 1, [helpc, 'check'], folder, accept=found)
        figure['per_entry_seconds'] = figure['median'] / generated['entries']
        if size == scaling_sizes[-1]:
            # Not a target (the target's peak memory is the check's): what
            # a clean build of the largest project holds at its peak.
            figure['build'] = measure(f'{generated["entries"]} entries, clean build', 1, [helpc, 'build'], folder,
                                      accept=found)
        scaling[str(size)] = figure
        shutil.rmtree(folder, ignore_errors=True)

    # Content of unusual shapes, each at a size and four times it: the
    # time above that of the same shape at size 1 (a check's fixed costs:
    # starting, the dictionaries) should grow four times (linear), not
    # sixteen (quadratic). Not targets; bench/shapes.py says why each.
    print('shapes (helpc check at size 1, a size, and four times it):', flush=True)
    shape_figures = {}
    for name, (size, unit) in shapes.SHAPES.items():
        timings = {}
        for factor in (0, 1, 4):
            folder = os.path.join(arguments.work, f'shape-{name}-{factor}')
            shapes.write(name, max(1, size * factor), folder)
            timings[factor] = measure(f'{name}, {max(1, size * factor)} {unit}', 3, [helpc, 'check'], folder, accept=(0, 1))
            shutil.rmtree(folder, ignore_errors=True)

        def above_fixed_costs(factor):
            return max(timings[factor]['median'] - timings[0]['median'], 1e-3)
        shape_figures[name] = {'size': size, 'unit': unit, 'seconds_1': timings[0]['median'], 'seconds': timings[1]['median'],
                               'seconds_4x': timings[4]['median'], 'growth_4x': above_fixed_costs(4) / above_fixed_costs(1)}

    shutil.rmtree(set_aside, ignore_errors=True)
    shutil.rmtree(unpacked, ignore_errors=True)
    os.remove(archive)

    def ratio(a, b):
        return figures[a]['median'] / figures[b]['median']

    def cpu_ratio(a, b):
        return figures[a]['cpu_median'] / figures[b]['cpu_median']
    sizes = sorted(scaling, key=int)
    smallest, largest = scaling[sizes[0]], scaling[sizes[-1]]
    report = {
        'machine': {'system': platform.system(), 'machine': platform.machine(), 'cpus': os.cpu_count(),
                    'python': platform.python_version()},
        'date': datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'),
        'size': {'entries': entries, 'files': len(files), 'mistakes': summary['mistakes']},
        'figures': figures,
        'entries_per_second': {'check': entries / figures['check']['median'],
                               'clean_build': entries / figures['clean_build']['median'],
                               'parse_floor': entries / figures['parse_floor']['median']},
        'ratios': {
            'check_over_floor': ratio('check', 'parse_floor'),
            'build_over_floor': ratio('clean_build', 'parse_floor'),
            'noop_over_clean': ratio('noop_build', 'clean_build'),
            'onefile_over_clean': ratio('onefile_build', 'clean_build'),
            'pofilter_over_check': ratio('pofilter', 'check_beside_pofilter'),
        },
        # The same ratios in CPU seconds: not the targets, which are wall
        # time, but steadier from run to run on a shared machine.
        'cpu_ratios': {
            'check_over_floor': cpu_ratio('check', 'parse_floor'),
            'build_over_floor': cpu_ratio('clean_build', 'parse_floor'),
            'pofilter_over_check': cpu_ratio('pofilter', 'check_beside_pofilter'),
        },
        # Not targets: how far libxml2's own validation is from the parse
        # floor, and the check from that.
        'validation': {
            'validating_floor_over_floor': ratio('validating_floor', 'parse_floor'),
            'check_over_validating_floor': ratio('check', 'validating_floor'),
        },
        # Not targets: what writing a clean build's files costs by itself,
        # and the build over the floors of reading its input and writing
        # its output.
        'writing': {
            'files': output_files,
            'write_floor_over_floor': ratio('write_floor', 'parse_floor'),
            'build_over_parse_and_write_floors': figures['clean_build']['median']
            / (figures['parse_floor']['median'] + figures['write_floor']['median']),
        },
        # Not targets: a check beside a build, over a check on a fresh clone.
        'incremental': {
            'check_after_build_over_check': ratio('check_after_build', 'check'),
        },
        # Not targets: pofilter over helpc's check of the same XLIFF file.
        'translator': {
            'pofilter_over_xliff_check': ratio('pofilter', 'xliff_check'),
        },
        'scaling': {
            'sizes': [int(s) for s in sizes],
            'per_entry_seconds': {s: scaling[s]['per_entry_seconds'] for s in sizes},
            # Named for the default series; with other --scaling sizes it is
            # the largest size's time per entry over the smallest's.
            'per_entry_1m_over_10k': largest['per_entry_seconds'] / smallest['per_entry_seconds'],
            # Not a target: the clean build of the largest size, one run.
            'build_1m_seconds': largest['build']['median'],
        },
        # Not targets: each shape's time above its time at size 1, at four
        # times its size over that at its size; 4 is linear, 16 quadratic.
        'shapes': shape_figures,
        'memory': {'peak_1m_bytes': largest['peak_bytes'], 'peak_check_bytes': figures['check']['peak_bytes'],
                   'peak_xliff_check_bytes': figures['xliff_check']['peak_bytes'],
                   # Not a target: a clean build at the largest size (named for the default series).
                   'peak_1m_build_bytes': largest['build']['peak_bytes']},
    }
    print('ratios:')
    for name, value in report['ratios'].items():
        print(f'  {name:<28} {value:9.2f}')
    print(f'  {"per_entry " + sizes[-1] + " over " + sizes[0]:<28} {report["scaling"]["per_entry_1m_over_10k"]:9.2f}')
    print('entries per second:')
    for name, value in report['entries_per_second'].items():
        print(f'  {name:<28} {value:9.0f}')
    for size in sizes:
        print(f'  {"check, " + size + " entries":<28} {1 / scaling[size]["per_entry_seconds"]:9.0f}')
    print('validation (not targets):')
    for name, value in report['validation'].items():
        print(f'  {name:<28} {value:9.2f}')
    print(f'writing a clean build\'s {output_files} files (not targets):')
    for name, value in report['writing'].items():
        if name != 'files':
            print(f'  {name:<34} {value:9.2f}')
    print('a check beside a build (not a target):')
    for name, value in report['incremental'].items():
        print(f'  {name:<28} {value:9.3f}')
    print('the same XLIFF file checked by helpc (not a target):')
    for name, value in report['translator'].items():
        print(f'  {name:<28} {value:9.2f}')
    print('shapes: time above size 1 at 4x the size over 1x (not targets; 4 is linear, 16 quadratic):')
    for name, value in shape_figures.items():
        print(f'  {name:<28} {value["growth_4x"]:9.2f}')
    print('peak memory (the target is the largest check\'s):')
    for name, value in report['memory'].items():
        print(f'  {name:<28} {value / 1e6:9.1f} MB')
    print('ratios of CPU time (not targets):')
    for name, value in report['cpu_ratios'].items():
        print(f'  {name:<28} {value:9.2f}')
    os.makedirs(os.path.dirname(arguments.out), exist_ok=True)
    temporary = arguments.out + '.tmp'
    with open(temporary, 'w', encoding='utf-8') as handle:
        json.dump(report, handle, indent=2, sort_keys=True)
        handle.write('\n')
    os.replace(temporary, arguments.out)
    print(f'wrote {os.path.relpath(arguments.out, os.getcwd())}')


if __name__ == '__main__':
    main()
