/// MurmurHash3's 64-bit finishing mix (`fmix64`): each bit of the value
/// reaches every bit of the result. For hashes whose low bits vary little
/// between similar inputs (FNV-1a of ids that differ in their last
/// characters) before they pick a table slot, and for the build cache's
/// checksum lanes.
public enum HashMix {
    @inlinable
    public static func murmur3Finish(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return mixed
    }
}
