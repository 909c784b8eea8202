//! A large buffer parsed on several threads gives exactly what the parse on
//! one thread gives: the same IR (printed generic, with locations), or the
//! same first error with the same notes, whatever the buffer holds around
//! and inside the chunks the threads take: aliases, `distinct` attributes,
//! location aliases defined at the end, names used across functions,
//! errors in the first, a middle or the last function, or in several.

use dialectic_runtime::storage::diagnostics::{SourceFile, SourceManager};
use dialectic_runtime::text::parse::{ParseOptions, parse_source_with_options};
use dialectic_runtime::text::print::{PrintFlags, print_op};
use dialectic_runtime::{Context, Ir};

/// Functions enough for a buffer of some hundred kilobytes, cut into many
/// chunks.
const FUNCTIONS: usize = 2500;

/// A function of a few ops; `extra` goes before its return.
fn function(i: usize, extra: &str) -> String {
    format!(
        "  \"test.func\"() ({{\n  ^bb0(%a: i32, %b: !t):\n    %0 = \"test.add\"(%a, %a) {{k = #a}} : (i32, i32) -> i32\n    %1:2 = \"test.pair\"(%0) : (i32) -> (i32, i64) loc(\"f\":{i}:3)\n{extra}    \"test.br\"(%1#0)[^bb1] : (i32) -> ()\n  ^bb1:\n    \"test.return\"(%0, %b) : (i32, !t) -> ()\n  }}) {{sym_name = \"f{i}\"}} : () -> ()\n"
    )
}

/// A module of [`FUNCTIONS`] functions, each with `extra(i)` in its body,
/// with `before` before the functions and `after` after the module.
fn module(before: &str, extra: impl Fn(usize) -> String, after: &str) -> String {
    let mut text = String::from("#a = {x = 1 : i32}\n!t = tuple<i32, f32>\nmodule {\n");
    text.push_str(before);
    for i in 0..FUNCTIONS {
        text.push_str(&function(i, &extra(i)));
    }
    text.push_str("}\n");
    text.push_str(after);
    text
}

/// What parsing `text` on `threads` threads gives: the module printed
/// generic with its locations, or the rendered error.
fn parse(text: &str, threads: usize) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new();
    match parse_source_with_options(&ctx, &mut ir, "in.mlir", text, ParseOptions { threads }) {
        Ok(module) => {
            let flags = PrintFlags {
                generic: true,
                debug_info: true,
                ..Default::default()
            };
            print_op(&ctx, &ir, module, &flags)
        }
        Err(diagnostic) => {
            let mut sm = SourceManager::new();
            sm.add(SourceFile {
                name: "in.mlir".into(),
                text: text.into(),
            });
            format!("error: {}", sm.render(&diagnostic))
        }
    }
}

/// Parses `text` on 1, 2 and 4 threads, expects the same result each
/// time, and returns it.
fn same_on_threads(text: &str) -> String {
    let one = parse(text, 1);
    for threads in [2, 4, 4] {
        assert_eq!(
            parse(text, threads),
            one,
            "{threads} threads differ from one"
        );
    }
    one
}

fn at(i: usize, which: &[usize], text: &str) -> String {
    if which.contains(&i) {
        text.to_string()
    } else {
        String::new()
    }
}

#[test]
fn a_valid_module_parses_the_same() {
    let printed = same_on_threads(&module("", |_| String::new(), ""));
    assert!(printed.contains("k = {x = 1 : i32}"));
    assert!(printed.contains("sym_name = \"f2499\""));
}

#[test]
fn distinct_attributes_are_shared_across_chunks() {
    let text = module(
        "",
        |i| {
            at(
                i,
                &[3, 1200, 2400],
                "    \"test.d\"() {d = distinct[7]<42 : i32>} : () -> ()\n",
            )
        },
        "",
    );
    let printed = same_on_threads(&text);
    assert_eq!(
        printed.matches("distinct[0]<42 : i32>").count(),
        1,
        "one alias"
    );
    assert_eq!(printed.matches("d = #distinct").count(), 3);
}

#[test]
fn location_aliases_defined_after_the_module_resolve() {
    let text = module(
        "",
        |i| {
            at(
                i,
                &[0, 1300, 2499],
                "    \"test.l\"() : () -> () loc(#late)\n",
            )
        },
        "#late = loc(\"late.c\":4:2)\n",
    );
    let printed = same_on_threads(&text);
    assert!(printed.matches("loc(#loc").count() >= 3);
    assert!(printed.contains("\"late.c\":4:2"));
}

#[test]
fn a_location_alias_never_defined_is_the_same_error() {
    let text = module(
        "",
        |i| at(i, &[1700], "    \"test.l\"() : () -> () loc(#nowhere)\n"),
        "",
    );
    let error = same_on_threads(&text);
    assert!(
        error.contains("operation location alias was never defined"),
        "{error}"
    );
}

#[test]
fn the_first_error_is_reported_wherever_it_is() {
    for bad in [
        vec![0],
        vec![1],
        vec![1250],
        vec![2499],
        vec![900, 2000],
        vec![2000, 2001],
    ] {
        let text = module(
            "",
            |i| at(i, &bad, "    %u = \"test.use\"(%nowhere) : (i32) -> i32\n"),
            "",
        );
        let error = same_on_threads(&text);
        assert!(
            error.contains("use of undeclared SSA value name"),
            "{error}"
        );
    }
    for bad in [vec![2], vec![2498]] {
        let text = module(
            "",
            |i| at(i, &bad, "    %0 = \"test.again\"() : () -> i32\n"),
            "",
        );
        let error = same_on_threads(&text);
        assert!(error.contains("redefinition of SSA value '%0'"), "{error}");
    }
    let text = module(
        "",
        |i| at(i, &[1600], "    \"test.broken\"( : () -> ()\n"),
        "",
    );
    let error = same_on_threads(&text);
    assert!(error.contains("error:"), "{error}");
    let text = module(
        "",
        |i| at(i, &[10], "    \"test.x\"() : () -> !undefined\n"),
        "",
    );
    assert!(same_on_threads(&text).contains("undefined symbol alias id 'undefined'"));
}

#[test]
fn names_of_the_module_body_are_seen_in_functions() {
    // A value of the module's body, defined before or after the functions
    // that use it (MLIR's custom parsers do not isolate their names).
    let uses = |i: usize| at(i, &[5, 2000], "    \"test.use\"(%outer) : (i32) -> ()\n");
    let before = "  %outer = \"test.def\"() : () -> i32\n";
    same_on_threads(&module(before, uses, ""));
    let text = module("", uses, "");
    let text = text.replacen(
        "  }) {sym_name = \"f2499\"} : () -> ()\n}",
        "  }) {sym_name = \"f2499\"} : () -> ()\n  %outer = \"test.def\"() : () -> i32\n}",
        1,
    );
    let printed = same_on_threads(&text);
    assert!(printed.contains("\"test.use\""), "{printed}");
    // A function defining a name the module body also defines.
    let text = module(
        before,
        |i| at(i, &[1800], "    %outer = \"test.def\"() : () -> i32\n"),
        "",
    );
    assert!(same_on_threads(&text).contains("redefinition of SSA value '%outer'"));
}

#[test]
fn buffers_without_a_module_parse_the_same() {
    let mut text = String::from("!t = tuple<i32, f32>\n#a = {x = 1 : i32}\n");
    for i in 0..FUNCTIONS {
        text.push_str(&function(i, ""));
        if i == FUNCTIONS / 2 {
            // An alias defined between the ops (later chunks need it).
            text.push_str("#b = [1, 2]\n");
        }
        if i > FUNCTIONS / 2 && i % 100 == 0 {
            text.push_str("  \"test.b\"() {b = #b} : () -> ()\n");
        }
    }
    let printed = same_on_threads(&text);
    assert!(printed.contains("b = [1, 2]"));
}

#[test]
fn nested_modules_parse_the_same() {
    let inner =
        module("", |_| String::new(), "").replacen("module {", "module {\n module {", 1) + "}\n";
    same_on_threads(&inner);
}
