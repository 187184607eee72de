//! Hash maps keyed by text a profile supplies (names, labels, file
//! names), hashed under a random seed: with a fixed seed (rustc-hash's)
//! a profile can pick names of one hash, and each lookup then compares
//! against every earlier one (20,000 such names took 4.6 s to load in
//! the name table, quadratic; see bench/README.md, "the name hash").
//! Nothing may depend on these maps' order: sort what is read out of
//! them.

/// A map from text a profile supplies, hashed under a random seed.
pub type InputMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;
