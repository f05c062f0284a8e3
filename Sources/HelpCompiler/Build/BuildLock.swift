import Foundation

/// One build at a time in a project. Two builds started together (two
/// terminals, an editor's build-on-save beside `make`) raced to rename
/// their staged folders into place, and one failed with "Directory not
/// empty"; now the second waits for the first and then finds little or
/// nothing to do.
///
/// An advisory `flock` on the project folder itself: nothing is created for
/// it (a build stopped by errors still leaves no output folder), and the
/// kernel lets go of it when the process ends however it ends, so a killed
/// build never leaves the project locked.
final class BuildLock {
    private let descriptor: Int32

    /// Takes the lock, calling `waiting` first if another build holds it.
    /// A folder that cannot be opened is left unlocked.
    init(_ folder: URL, waiting: () -> Void) {
        descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK {
            waiting()
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    /// Lets the next build go.
    func release() {
        if descriptor >= 0 { close(descriptor) }
    }
}
