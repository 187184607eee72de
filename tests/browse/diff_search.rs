//! The comparison's search (`/`, `n`) finds what the function list's
//! finds: rows by their function's own name, not by the callers a
//! `--separate-callers` context name appends (`is_even'main'(below
//! main)...` is `is_even`, which `/main` does not find).

use cgann::browse::search::{own_name, text_matches};
use cgann::report::Options;
use ratatui::crossterm::event::KeyCode;

use super::{diff_browser_of, diff_search, key, loaded_pair, root};

#[test]
fn diff_search_matches_own_names_as_the_function_list_does() {
    let dir = root().join("testdata/contexts/mutual");
    let names = ("callgrind.out.recs1", "callgrind.out.chains.gz");
    let pair = loaded_pair(&dir, names.0, names.1);
    let mut b = diff_browser_of(pair, names, Options::default());
    let query = "main";
    // Rows are listed by their function's number.
    let function = |b: &cgann::browse::diff::DiffBrowser, r: u32| {
        let name = b.table().shown(r);
        name.split_once(':').map_or(name.clone(), |(_, f)| f.to_string())
    };
    let rows: Vec<u32> = (0..b.table().rows()).map(|r| b.table().row_id(r)).collect();
    let mut own: Vec<u32> = (rows.iter().copied())
        .filter(|&r| text_matches(own_name(function(&b, r).as_bytes()), query))
        .collect();
    own.sort_unstable();
    let whole = (rows.iter()).filter(|&&r| text_matches(function(&b, r).as_bytes(), query));
    assert!(
        !own.is_empty() && whole.count() > own.len(),
        "callers' names hold {query}"
    );
    diff_search(&mut b, query);
    let mut found = Vec::new();
    loop {
        let row = b.list.lines[b.list.cursor].row();
        if found.contains(&row) {
            break;
        }
        found.push(row);
        b.key(key(KeyCode::Char('n')));
    }
    found.sort_unstable();
    let wrong: Vec<String> = found
        .iter()
        .filter(|r| !own.contains(r))
        .map(|&r| function(&b, r))
        .collect();
    assert!(
        wrong.is_empty(),
        "{} rows found by their callers, e.g. {:?}",
        wrong.len(),
        wrong.first()
    );
    assert_eq!(found, own);
}
