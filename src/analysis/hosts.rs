//! The function each function's code runs in: code inlined from another
//! file (`fi=`/`fe=`, a row of its own) belongs to the function it was
//! inlined into, followed to one that is no fragment itself.
//!
//! Each fragment names the first function it was seen inlined into
//! ([`Profile::inlined`], sorted). Followed one by one, a profile could
//! make that quadratic: a chain of 100,000 fragments, each inlined into
//! the next (3.7 MB of `fl=`/`fn=`/`fi=` lines), took 13 s in the flame,
//! folded, speedscope, pprof and DOT outputs that each walked it from
//! every function (`bench/hostile.sh`, `chain.out`). Here every function
//! is walked once.

use crate::model::{FuncId, Profile};

/// For every function, the function its code runs in: itself when it is
/// no fragment, else the end of its chain of hosts. Hosts that lead back
/// to a function already on the chain (two files each inlining the
/// other's code of one function) end at the lowest-numbered function of
/// that loop, so all of the loop's functions share one host.
pub fn hosts(profile: &Profile) -> Vec<FuncId> {
    let n = profile.functions.len();
    let mut host: Vec<FuncId> = (0..n as FuncId).collect();
    for &(outer, inner) in &profile.inlined {
        let (o, i) = (outer as usize, inner as usize);
        if outer != inner && o < n && i < n && host[i] == inner {
            host[i] = outer;
        }
    }
    resolve(&host)
}

/// The end of each function's chain in `host` (see [`hosts`]).
fn resolve(host: &[FuncId]) -> Vec<FuncId> {
    const UNSEEN: FuncId = FuncId::MAX;
    const ON_PATH: FuncId = FuncId::MAX - 1;
    let mut end = vec![UNSEEN; host.len()];
    let mut path: Vec<FuncId> = Vec::new();
    for f in 0..host.len() {
        let mut node = f;
        let found = loop {
            match end[node] {
                UNSEEN => {}
                ON_PATH => {
                    // A loop: the path from `node` on goes round it.
                    let start = path.iter().position(|&p| p as usize == node).unwrap_or(0);
                    let lowest = path[start..].iter().copied().min().unwrap_or(node as FuncId);
                    for &p in &path[start..] {
                        end[p as usize] = lowest;
                    }
                    path.truncate(start);
                    break lowest;
                }
                known => break known,
            }
            let next = host[node] as usize;
            if next == node {
                end[node] = node as FuncId;
                break node as FuncId;
            }
            end[node] = ON_PATH;
            path.push(node as FuncId);
            node = next;
        };
        for p in path.drain(..) {
            end[p as usize] = found;
        }
    }
    end
}

#[cfg(test)]
mod tests {
    use super::resolve;

    #[test]
    fn chains_end_at_their_root() {
        // 0 <- 1 <- 2 <- 3, and 4 alone.
        assert_eq!(resolve(&[0, 0, 1, 2, 4]), vec![0, 0, 0, 0, 4]);
        // The same chain met from its far end first.
        assert_eq!(resolve(&[1, 2, 3, 3]), vec![3, 3, 3, 3]);
    }

    #[test]
    fn loops_end_at_their_lowest_function() {
        // 1 -> 2 -> 3 -> 1, with 0 and 4 leading into the loop.
        assert_eq!(resolve(&[2, 2, 3, 1, 3]), vec![1, 1, 1, 1, 1]);
        assert_eq!(resolve(&[1, 0]), vec![0, 0]);
    }

    #[test]
    fn a_long_chain_is_walked_once() {
        let n = 1_000_000;
        let host: Vec<u32> = (0..n).map(|i| (i + 1).min(n - 1)).collect();
        assert!(resolve(&host).iter().all(|&h| h == n - 1));
    }
}
