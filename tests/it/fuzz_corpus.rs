//! Replays the kept fuzz corpus (fuzz/corpus/<target>, grown by `make fuzz` with libFuzzer)
//! through the same harness and invariants the fuzz targets run, on stable Rust.

use std::path::Path;

fn replay(target: &str, run: impl Fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&data)));
        assert!(ok.is_ok(), "{target}: {} panics", path.display());
        n += 1;
    }
    n
}

#[test]
fn kept_fuzz_corpus_still_passes() {
    // libFuzzer hands `&str` targets only valid UTF-8, and so does this.
    let numbers = replay("numbers", |d| {
        if let Ok(s) = std::str::from_utf8(d) {
            saydo::fuzzing::numbers(s)
        }
    });
    let guidance = replay("guidance", |d| {
        if let Ok(s) = std::str::from_utf8(d) {
            saydo::fuzzing::guidance(s)
        }
    });
    let html = replay("html", saydo::fuzzing::html);
    let companyfacts = replay("companyfacts", saydo::fuzzing::companyfacts);
    println!("replayed {numbers} number, {guidance} guidance, {html} HTML and {companyfacts} companyfacts inputs");
    assert!(numbers >= 2 && guidance >= 2 && html >= 1 && companyfacts >= 3, "the corpus is missing");
}

/// The harness is not vacuous: a broken invariant fails the replay.
#[test]
#[should_panic(expected = "block")]
fn a_broken_invariant_panics() {
    let doc = saydo::html::CleanDoc {
        text: "abc".into(),
        blocks: vec![saydo::html::Block {
            kind: saydo::html::BlockKind::Para,
            section: String::new(),
            start: 0,
            end: 9,
            byte_start: 0,
            byte_end: 3,
            columns: vec![],
            title: String::new(),
        }],
    };
    saydo::fuzzing::check_doc(&doc);
}
