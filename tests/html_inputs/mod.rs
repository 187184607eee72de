//! Profiles made up for the HTML tests (tests/html.rs, tests/html_browser.rs):
//! one whose strings try to leave their place in the page, one large
//! enough that the page compresses its data.
#![allow(dead_code)]

use super::support::{TempDir, cgann_at};

/// A profile whose every string tries to leave its place in the page.
const HOSTILE: &str = "# callgrind format\nversion: 1\ncreator: evil</script><script>document.title='pwned-creator'</script>\n\
cmd: ./x \"q\" 'a' \u{1b}[2J </title><img src=x>\nevents: Ir\n\
fl=/nonexistent/</script><img src=x onerror=document.title='pwned-file'>.c\n\
fn=</script><script>document.title='pwned-fn'</script>\n1 100\n\
cfn=a\"b'c<!--<script>\u{2028}\ncalls=2 1\n2 50\n\
fn=a\"b'c<!--<script>\u{2028}\n3 50\n\
fn=red\u{1b}[31m\u{7}bell\n4 10\n";

/// The page of [`HOSTILE`], in the folder that holds it.
pub fn hostile_page() -> (TempDir, String) {
    let dir = TempDir::new("html-hostile");
    dir.write("callgrind.out.hostile", HOSTILE);
    let (code, page, err) = cgann_at(&dir.0, &["--format=html", "callgrind.out.hostile"]);
    assert_eq!(code, 0, "{err}");
    (dir, page)
}

/// A profile of `n` functions, each calling the next: large enough that
/// the page compresses its data.
pub fn chain_profile(n: usize) -> String {
    let mut p = String::from("# callgrind format\nversion: 1\ncreator: test\nevents: Ir Dr\n");
    for i in 0..n {
        p.push_str(&format!(
            "fl=file{}.c\nfn=function_number_{i}\n{} {} {}\n",
            i % 7,
            i % 50 + 1,
            1000 + i,
            i
        ));
        if i + 1 < n {
            p.push_str(&format!(
                "cfi=file{}.c\ncfn=function_number_{}\ncalls=3 1\n{} 5 1\n",
                (i + 1) % 7,
                i + 1,
                i % 50 + 2
            ));
        }
    }
    p
}

/// Undoes the page's escaping of text (`esc` in src/report/html/page.rs).
pub fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}
