import Foundation

/// A run stopped halfway (Control-C, `kill`, a closed terminal) must not
/// leave its temporary files among the outputs: an interrupted clean build
/// of a large site left tens of thousands of hidden `.tmp` files that no
/// later build removed.
///
/// Two guards: while outputs are being staged, the stopping signals are
/// caught and what was staged is removed before the process ends; and a
/// run killed outright (or a machine that lost power) leaves a marker in
/// the output folder, `.helpc-staging.<pid>-<n>`, by which the next run
/// finds that run's temporary files and removes them.
extension OutputWriter {
    static let markerPrefix = ".helpc-staging."

    /// Removes the temporary files of earlier runs that were stopped before
    /// they could: those named by a marker in `folder` whose process is
    /// gone. A run still going (a second build in the same folder) is left
    /// alone. Costs one listing of `folder` when there is nothing to do.
    static func removeLeftovers(in folder: String) {
        for token in abandonedTokens(in: folder) {
            removeTemporaries(under: folder, token: token)
            unlink(folder + "/" + markerPrefix + token)
        }
    }

    private static func abandonedTokens(in folder: String) -> [String] {
        DirectoryEntries.of(folder).compactMap { entry in
            guard entry.name.hasPrefix(markerPrefix) else { return nil }
            let token = String(entry.name.dropFirst(markerPrefix.count))
            guard let process = Int32(token.prefix { $0 != "-" }), process > 0,
                  kill(process, 0) != 0, errno == ESRCH else { return nil }
            return token
        }
    }

    /// Every file or folder under `folder` named as a temporary of the run
    /// `token` (`.<name>.<token>.tmp`); folders of other names are searched,
    /// links are not followed.
    private static func removeTemporaries(under folder: String, token: String) {
        let suffix = ".\(token).tmp"
        for (name, kind) in DirectoryEntries.of(folder) {
            let path = folder + "/" + name
            if name.hasPrefix("."), name.hasSuffix(suffix) {
                if kind == .folder { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
            } else if kind == .folder {
                removeTemporaries(under: path, token: token)
            }
        }
    }

    /// The stagings under way, and the signal handlers that remove what
    /// they staged when the run is stopped.
    ///
    /// The handler itself only writes the signal's number to a pipe (all a
    /// signal handler may safely do); a thread of its own reads it, removes
    /// the staged files and ends the process by the same signal, so a shell
    /// or `make` running helpc sees it was stopped (a shell script stops at
    /// a Control-C only if its command died of one). A signal the process
    /// was started ignoring (`nohup`, a background job) stays ignored.
    enum Interruption {
        private final class Registry: @unchecked Sendable {
            let lock = NSLock()
            var active: [ObjectIdentifier: Staging] = [:]
        }

        private static let registry = Registry()
        private static let installed: Bool = {
            var descriptors: [Int32] = [0, 0]
            guard pipe(&descriptors) == 0 else { return false }
            _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
            interruptionPipe = descriptors[1]
            let reading = descriptors[0]
            Thread {
                // This thread takes the signals even if the process was
                // started with them blocked (a parent's mask is inherited).
                var stopping = sigset_t()
                sigemptyset(&stopping)
                for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, number) }
                pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
                var number: UInt8 = 0
                while true {
                    if Glibc.read(reading, &number, 1) == 1 { stop(signal: Int32(number)) }
                }
            }.start()
            for number in [SIGINT, SIGTERM, SIGHUP] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = Glibc.write(interruptionPipe, &byte, 1)
                }
                sigemptyset(&action.sa_mask)
                var previous = sigaction()
                guard sigaction(number, &action, &previous) == 0 else { continue }
                let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
                if ignored { sigaction(number, &previous, nil) }
            }
            return true
        }()

        static func register(_ staging: Staging) {
            _ = installed
            registry.lock.withLock { registry.active[ObjectIdentifier(staging)] = staging }
        }

        static func unregister(_ staging: Staging) {
            registry.lock.withLock { _ = registry.active.removeValue(forKey: ObjectIdentifier(staging)) }
        }

        /// Abandons every staging under way; returns whether any had
        /// staged something.
        static func abandonAll() -> Bool {
            let stagings = registry.lock.withLock { Array(registry.active.values) }
            var any = false
            for staging in stagings where staging.abandon() { any = true }
            return any
        }

        private static func stop(signal number: Int32) {
            if abandonAll() {
                FileHandle.standardError.write(Data("helpc: stopped; the files it had not yet put in place were removed\n".utf8))
            }
            signal(number, SIG_DFL)
            kill(getpid(), number)
        }
    }
}

/// Where the signal handler writes; set once, before any handler is installed.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1
