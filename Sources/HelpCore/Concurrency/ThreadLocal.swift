import Foundation

/// One object of each kind per thread, for the small memos the rules keep
/// (the last texts segmented, the last terms matched): the check runs on
/// several threads, and a memo shared between them would need a lock on
/// every lookup.
public enum ThreadLocal {
    private final class Storage {
        var objects: [ObjectIdentifier: AnyObject] = [:]
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Storage>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// This thread's object of type `Object`, made by `make` the first time.
    public static func object<Object: AnyObject>(_ make: () -> Object) -> Object {
        let storage: Storage
        if let pointer = pthread_getspecific(key) {
            storage = Unmanaged<Storage>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            storage = Storage()
            pthread_setspecific(key, Unmanaged.passRetained(storage).toOpaque())
        }
        if let object = storage.objects[ObjectIdentifier(Object.self)] as? Object { return object }
        let object = make()
        storage.objects[ObjectIdentifier(Object.self)] = object
        return object
    }
}
