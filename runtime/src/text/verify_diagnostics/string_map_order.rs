//! The order in which LLVM 19's `StringMap` iterates its keys, which is the
//! order in which MLIR reports the unmet expectations of several files.

use super::xxh3::xxh3_64;

/// The order in which LLVM 19's `StringMap` (xxh3 hash, quadratic probing,
/// 16 initial buckets) iterates keys inserted in the given order.
pub(super) fn string_map_order(keys: &[&str]) -> Vec<usize> {
    let mut buckets: Vec<Option<(usize, u32)>> = vec![None; 16];
    let mut items = 0usize;
    fn place(buckets: &mut [Option<(usize, u32)>], item: (usize, u32)) {
        let mask = buckets.len() - 1;
        let mut bucket = item.1 as usize & mask;
        let mut probe = 1;
        while buckets[bucket].is_some() {
            bucket = (bucket + probe) & mask;
            probe += 1;
        }
        buckets[bucket] = Some(item);
    }
    for (index, key) in keys.iter().enumerate() {
        place(&mut buckets, (index, xxh3_64(key.as_bytes()) as u32));
        items += 1;
        if items * 4 > buckets.len() * 3 {
            let mut grown = vec![None; buckets.len() * 2];
            for item in buckets.iter().flatten() {
                place(&mut grown, *item);
            }
            buckets = grown;
        }
    }
    buckets.iter().flatten().map(|&(index, _)| index).collect()
}
