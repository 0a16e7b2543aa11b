/// `replay --help`: the manual, in the sections of a man page.
enum ReplayManual {
    static let text = """
        NAME
            replay - replay a recorded session and examine it step by step

        SYNOPSIS
            \(ReplayOptions.synopsis)
            \(BatchOptions.synopsis)
            \(ShrinkOptions.synopsis)
            \(CoverageOptions.synopsis)
            replay mcp

        DESCRIPTION
            Replays an action log (JSON Lines, see docs/log-format.md) through the reducers of the
            app named in its header and prints what the user saw at the end: the app's screen drawn
            as appcore terminal draws it, 80 columns wide (titles, rows with their image status,
            buttons and whether they are enabled, hearts, the banner, alerts; the showcase's as a
            tree), under a line with the inputs and launches. Replay needs no network and
            performs no effect: every input, effect results as the runtime reported them included,
            is in the log, and results are decoded again by this build.

            <log> is a file, or - for standard input.

        OPTIONS
            --state
                Print the whole state the replay reaches, as a tree, instead of the screen.

            --json
                Print the state as canonical JSON (sorted keys, no white space) instead of the screen.

            --path PATH
                Print the state's subtree at PATH (in a tree, --json or --steps), spelled as
                --steps prints paths: navigation.selected, navigation.tabs[0].stack.screens.
                A path the state does not have is an error listing the nearest ones it has.

            --until N, --until=N, --until launch:N
                Stop after input N (sequence numbers start at 1; 0 is the initial state). When the
                log holds state snapshots, the replay starts from the last one at or before N
                (and says so on standard error) instead of reading and folding every input
                before it.
                launch:N stops at the end of launch N instead: the last state of the Nth process
                that wrote the log (1 is the one the header starts; each launch line starts the
                next, from its own initial state, as the relaunched app did).

            --steps
                List every input: the action (a result with the action it decoded to, or
                "dropped"), the changes it made (+ added, - removed, ~ changed: path: old → new),
                and the effects the recording wrote after it, in full; text holding JSON (a
                persisted value, a body) is shown as JSON under the field's name with JSON
                appended. When this build returns other effects, they follow. What changed on
                the app's screen (a buy button enabled, the banner shown, Back enabled) is listed
                too, as screen.PATH and marked (screen); when
                the state records that the reducer refused the input (its lastRefusal), a
                line says refused: and why.

            --steps --json
                The same steps as JSON Lines, one object a step: seq, time, input ("action" or
                "result"), result (as logged), action (what it reduced, null when dropped),
                changes and screen ({path, old, new}), effects (as recorded; replayedEffects
                when this build returns others), refused (the lastRefusal it set), skipped, and
                launch when a launch starts there.

            --from N
                Start the --steps listing at input N (implies --steps). When the log holds
                state snapshots, the walk starts from the last one before N (and says so on
                standard error), unless --skip or --until launch:N is given.

            --watch PATH
                Print every input after which the subtree at PATH changed, with old → new. With
                --json, one JSON object a change: seq, input, action, old and new.

            --skip LIST
                What-if: replay without the inputs in LIST, such as 12,15-18. Answers to requests
                that were skipped reach the reducers, which drop them as stale.

            --verify
                Recompute every checkpoint (the state's hash and the effects each input returned,
                the hash of each launch's initial state and of each process's last state) and report the first sequence number that diverges, with what this build did at
                that input (as --steps shows it) beside the effects the recording wrote, and, when
                the log holds a state snapshot at or after that input, the diff between the
                recorded state and the replayed one.

            --verify --json
                Print the verdict as one JSON object instead, as verify --json prints each log's:
                type, file, app, actions, checkpoints, seconds, status ("verified" or
                "diverged"), launches (the first 1,000; launchesLeftOut counts the others);
                when diverged, seq, line, reason and divergence (the recorded and replayed
                effects, or state hashes).

            --compare OTHER
                Replay both logs (of one app) side by side; print the first input after which
                their states differ, the two inputs at that step, and the diff
                (- <log>, + OTHER). With --json, one JSON object: status ("same", "different"
                or "lengthsDiffer"), leftActions, rightActions and, when different, seq, changes
                ({path, old, new} from <log> to OTHER), leftStep and rightStep (as --steps
                --json writes them).

            --html FILE
                Write a timeline of the session to FILE: one self-contained page (no network, no
                external asset) with the list of inputs, filtered by text (/) and by kind, a
                slider, and the keys ← → (or k j), Home and End to move to any step; the screen
                after the step drawn as a phone, its changes old → new, the effects, the input
                (a result's body folded) and the state as a collapsible tree. The page stores
                each step's changes, not whole states. The address's #step=N opens step N. With
                --verify, the first divergence is marked and the page opens at it, recorded
                against replayed.

            --page-budget MIB
                With --html: the most steps the page holds, in MiB of their JSON (default 48). A
                longer session's page holds its first and last steps, half the budget each, says
                which inputs it leaves out, and the note on standard error gives the --steps
                command that lists them.

            --emit-test
                Print a Swift Testing test of the session (up to --until N): each input is sent, in
                its log spelling, to the reducer, and the exact changes to the state (as --steps
                prints them) and the exact effects are asserted, exhaustively. The test carries its
                own small test store and needs only ActionLog, AppState, Reducers and Testing, so
                it can be pasted into any test target of this package as a regression test.

            --
                Every later argument is a file name, even one starting with -.

            -h, --help
                Show this manual.

        COMMANDS
            replay verify <dir> [--jobs N] [--shard I/N] [--json] [--junit FILE]
                Verify every log (*.jsonl, in sub-folders too, hidden folders left out) of <dir>
                as --verify does, on N threads (default: every core). Prints one line per log
                (ok, divergence with file:line and sequence number, or unreadable with the error)
                and a summary: logs, actions, checkpoints, time, divergences, unreadable files.
                A partial batch still reports every file it could read.

                --shard I/N   Verify only the logs whose path inside <dir> hashes to I
                              (0 ≤ I < N): SHA-256 of the path, first 8 bytes, modulo N. Every
                              machine computes the same split, so N jobs of any runner (a
                              Kubernetes Indexed Job: I is JOB_COMPLETION_INDEX; a CI matrix)
                              cover the corpus once, with no coordination.
                --json        Print JSON Lines instead: one {"type":"log",…} line per log (as
                              replay <log> --verify --json prints it) and one
                              {"type":"summary",…} line; the outputs of several shards merge by
                              concatenation.
                --junit FILE  Also write a JUnit XML report to FILE (one test case per log; a
                              divergence is a failure, an unreadable log an error).

                Exit status: 0 every log verified, 1 a divergence, 2 an unreadable log or bad
                arguments. Examples that run as written: docs/examples/.

            replay shrink <log> --watch PATH (--equals JSON | --differs-from JSON) --output FILE
            replay shrink <log> --until-diverges --output FILE
                Find a smallest subsequence of the log's inputs after one of which the subtree at
                PATH equals (or differs from) the JSON value, by delta debugging and then single
                removals (no one input of the result can be left out). Writes it to FILE, a new
                log numbered from 1 whose checkpoints this build computed, so it replays and
                verifies; prints how many inputs it kept, which, and how many replays it took.
                FILE must not exist.

                With --until-diverges instead: for a log this build does not replay like its
                recording, find a smallest subsequence of the inputs up to the first diverging one
                that rebuilds the state recorded before it and still diverges there. The log
                written verifies up to its last input, which diverges as in the original.

                Exit status: 0 shrunk, 1 no step reaches the condition (or nothing diverges),
                2 bad input.

            replay coverage <dir>... [--app NAME]... [--json]
                Replay every log of the folders (or the logs given) with this build's reducers and
                list, per app, what they exercise and what they never do: each action case,
                refusal, effect kind and result kind the app lists, with how many times it
                occurred, then "never:" for those no log shows and "not listed" for any a log
                shows that the app does not list; and each seed rule (a sentence of the app's
                requirements, kept with the app's reducer) with the first log and input that
                shows it, or "never:" and the sentence. Ends with "nothing missing" or how much
                is. --app keeps one app (repeatable); --json prints one {"type":"app",…} line per
                app and a {"type":"summary","missing":N} line.

                Exit status: 0 nothing missing, 1 something missing, 2 an unreadable log or bad
                arguments (the other logs are still counted).

            replay mcp
                Serve the Model Context Protocol on standard input and output (JSON-RPC 2.0, one
                message a line), so that an agent can query recordings: initialize, ping,
                tools/list and tools/call with the tools state_at (log, seq, path), screen_at
                (log, seq), steps (log, from), changes_of (log, path), first_divergence (log) and
                shrink (log, watch, equals or differs_from, output). Each answers with the text
                of the replay command it runs (isError and its message when that fails). Bad
                input gets a JSON-RPC error and the server goes on; it ends with its input.

        EXIT STATUS
            \(ExitCode.success.rawValue)   the log replayed (and verified, or compared equal)
            \(ExitCode.difference.rawValue)   a checkpoint diverged, or the compared logs differ (replay verify: a log diverged;
                replay coverage: something is never exercised)
            \(ExitCode.badInput.rawValue)   bad input: arguments, a missing, unreadable, malformed or foreign log,
                a directory where a log is expected, a path the state does not have

            Messages go to standard error; the result goes to standard output. A mistake in the
            arguments (an option the chosen view would ignore, such as --json with --html,
            included) prints one usage line and a pointer to this manual.

        EXAMPLES
            replay Sessions/lunch-tour.jsonl --path favorites
            replay Sessions/lunch-tour.jsonl --watch favorites
            replay Sessions/showcase-tabs-navigation.jsonl --steps --from 5 --until 8
            replay Sessions/lunch-tour.jsonl --skip 3 --path favorites
            cat Sessions/films-favorites.jsonl | replay - --verify
            replay Sessions/places-browse.jsonl --html places.html
            replay Sessions/burgers-order.jsonl --emit-test > Tests/ReducersTests/BurgersOrderSessionTests.swift
            replay verify Sessions --json
            replay shrink Sessions/lunch-tour.jsonl --watch favorites --equals "[\\"Chuy's\\"]" --output favorite.jsonl
            replay verify Sessions --shard "$JOB_COMPLETION_INDEX/8" --junit junit.xml
            replay coverage Sessions

        SEE ALSO
            docs/debugging.md (a walk through), docs/log-format.md (the log format),
            docs/examples/ (a Kubernetes Indexed Job and a CI matrix for replay verify)

        """
}
