//! The checker against `mlir-opt-19 --verify-diagnostics`: inputs whose
//! output and exit status MLIR printed, compared byte for byte.

use crate::storage::diagnostics::{DiagLocation, Diagnostic};

use super::test_support::*;

/// /tmp/vd-oracle/01_all_expected.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 0).
#[test]
fn oracle_all_expected() {
    let file = "01_all_expected.mlir";
    let text = r#"// Everything expected: no output on stderr, exit code 0.
"x.a"() : () -> ()

// -----

// expected-error @below {{use of undeclared SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

func.func @f() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %a = "x.a"(%b) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = "x.b"() : () -> i32
  return
}

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  "x.f"() {sym_name = "a"} : () -> ()
  "x.f"() {sym_name = "a"} : () -> () // expected-error {{redefinition of symbol named 'a'}}
}
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = "";
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        match chunk {
            1 => vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )],
            2 => vec![dominance(name, text)],
            3 => vec![redefinition(name, text)],
            _ => vec![],
        }
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/02_wrong.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_wrong_expectations() {
    let file = "02_wrong.mlir";
    let text = r#"// Wrong and missing expectations in every chunk.
"x.a"() : () -> ()
// expected-error @above {{never emitted}}

// -----

// expected-error @below {{use of undefined SSA value}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %b = "x.b"() : () -> i32
  return
}

// -----

module {
  "x.f"() {sym_name = "a"} : () -> ()
  // expected-error @-1 {{redefinition of symbol named 'a'}}
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
}
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 02_wrong.mlir:1 offset :3:4: error: expected error "never emitted" was not produced
// expected-error @above {{never emitted}}
   ^~~~~~~~~~~~~
within split at 02_wrong.mlir:5 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 02_wrong.mlir:5 offset :3:4: error: expected error "use of undefined SSA value" was not produced
// expected-error @below {{use of undefined SSA value}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:10 offset :4:8: error: unexpected error: operand #0 does not dominate this use
  %a = "x.a"(%b) : (i32) -> i32
       ^
within split at 02_wrong.mlir:10 offset :6:8: error: unexpected note: operand defined here (op in the same block)
  %b = "x.b"() : () -> i32
       ^
within split at 02_wrong.mlir:10 offset :5:6: error: expected note "operand defined here (op in a parent region)" was not produced
  // expected-note @+1 {{operand defined here (op in a parent region)}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:19 offset :6:42: error: 'error' diagnostic emitted when expecting a 'warning'
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
                                         ^
within split at 02_wrong.mlir:19 offset :4:3: error: unexpected note: see existing symbol definition here
  "x.f"() {sym_name = "a"} : () -> ()
  ^
within split at 02_wrong.mlir:19 offset :5:6: error: expected error "redefinition of symbol named 'a'" was not produced
  // expected-error @-1 {{redefinition of symbol named 'a'}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:19 offset :6:42: error: expected warning "redefinition of symbol" was not produced
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
                                         ^~~~~~~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        match chunk {
            1 => vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )],
            2 => vec![dominance(name, text)],
            3 => vec![redefinition(name, text)],
            _ => vec![],
        }
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/03_designators.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_designators() {
    let file = "03_designators.mlir";
    let text = r#"// expected-error @+3 {{undeclared}}
// expected-error @+010 {{octal}}
// expected-error @-5 {{underflow}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error @+100 {{beyond end}}
// expected-error@below{{dangling below}}
   // expected-error   @above   {{above}}   
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 03_designators.mlir:1 offset :2:4: error: expected error "octal" was not produced
// expected-error @+010 {{octal}}
   ^~~~~
within split at 03_designators.mlir:1 offset :3:4: error: expected error "underflow" was not produced
// expected-error @-5 {{underflow}}
   ^~~~~~~~~
within split at 03_designators.mlir:1 offset :5:4: error: expected error "beyond end" was not produced
// expected-error @+100 {{beyond end}}
   ^~~~~~~~~~
within split at 03_designators.mlir:1 offset :6:4: error: expected error "dangling below" was not produced
// expected-error@below{{dangling below}}
   ^~~~~~~~~~~~~~
within split at 03_designators.mlir:1 offset :7:7: error: expected error "above" was not produced
   // expected-error   @above   {{above}}   
      ^~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/03b_below_stack.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_below_applies_to_next_non_designator_line() {
    let file = "03b_below_stack.mlir";
    let text = r#"// expected-error @below {{undeclared SSA value name '%1'}}
// expected-error @below {{undeclared SSA value name}}
// expected-note @below {{another}}

%0 = "x.a"(%1) : (i32) -> i32
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 03b_below_stack.mlir:1 offset :5:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 03b_below_stack.mlir:1 offset :1:4: error: expected error "undeclared SSA value name '%1'" was not produced
// expected-error @below {{undeclared SSA value name '%1'}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 03b_below_stack.mlir:1 offset :2:4: error: expected error "undeclared SSA value name" was not produced
// expected-error @below {{undeclared SSA value name}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 03b_below_stack.mlir:1 offset :3:4: error: expected note "another" was not produced
// expected-note @below {{another}}
   ^~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/04_regex.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_regex_expectations() {
    let file = "04_regex.mlir";
    let text = r#"// expected-error-re @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// Without -re, {{...}} is literal text.
// expected-error @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{use of undeclared SSA value name '{{.*}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{{{(}} value}}
// expected-error-re @+1 {{{{a{1}}}}}
// expected-error-re @+1 {{ {{[z-a]}} }}
// expected-error-re @+1 {{x{{}}y}}
// expected-error-re @+1 {{^use of undeclared SSA value name '%1'$}}
%0 = "x.a"(%1) : (i32) -> i32
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 04_regex.mlir:4 offset :5:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:4 offset :4:4: error: expected error "use of {{[a-z]+}} SSA value name" was not produced
// expected-error @+1 {{use of {{[a-z]+}} SSA value name}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 04_regex.mlir:10 offset :3:4: error: found start of regex with no end '}}'
// expected-error-re @+1 {{use of undeclared SSA value name '{{.*}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 04_regex.mlir:10 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:15 offset :3:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{(}} value}}
   ^~~~~~~~~~~
within split at 04_regex.mlir:15 offset :4:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1}}}}}
   ^~~~~~~~
within split at 04_regex.mlir:15 offset :5:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{ {{[z-a]}} }}
   ^~~~~~~~~~~
within split at 04_regex.mlir:15 offset :6:4: error: invalid regex: empty (sub)expression
// expected-error-re @+1 {{x{{}}y}}
   ^~~~~~
within split at 04_regex.mlir:15 offset :8:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:15 offset :7:4: error: expected error "^use of undeclared SSA value name '%1'$" was not produced
// expected-error-re @+1 {{^use of undeclared SSA value name '%1'$}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/05_nonfile_locs.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_locations_without_file_place() {
    let file = "05_nonfile_locs.mlir";
    let text = r#"// Diagnostics at locations that are not places in this chunk.
"func.return"() : () -> () loc(unknown)

// -----

"func.return"() : () -> () loc("named")

// -----

"func.return"() : () -> () loc(callsite("callee" at "caller"))

// -----

"func.return"() : () -> () loc(fused["a", "b"])

// -----

"func.return"() : () -> () loc("missing_file.mlir":3:4)

// -----

"func.return"() : () -> () loc("named"("missing_file.mlir":3:4))

// -----

"func.return"() : () -> () loc(fused<"meta">["a"])
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"<unknown>:0: error: unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc("named"): unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(callsite("callee" at "caller")): unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(fused["a", "b"]): unexpected error: 'func.return' op expects parent op 'func.func'
missing_file.mlir:3:4: error: unexpected error: 'func.return' op expects parent op 'func.func'
missing_file.mlir:3:4: error: unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(fused<"meta">["a"]): unexpected error: 'func.return' op expects parent op 'func.func'
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        let msg = "'func.return' op expects parent op 'func.func'";
        let other = |text: &str| Diagnostic::error(DiagLocation::Other(text.to_owned()), msg);
        vec![match chunk {
            0 => other("<unknown>"),
            1 => other("loc(\"named\")"),
            2 => other("loc(callsite(\"callee\" at \"caller\"))"),
            3 => other("loc(fused[\"a\", \"b\"])"),
            4 | 5 => err(place("missing_file.mlir", 3, 4), msg),
            _ => other("loc(fused<\"meta\">[\"a\"])"),
        }]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/06_other_file.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_diagnostic_in_other_file() {
    let file = "06_other_file.mlir";
    let text = r#"// A diagnostic located in another file that exists on disk: MLIR loads that
// file and scans it for expectations too.
"func.return"() : () -> () loc("06_other_file.inc":2:5)

// -----

// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("06_other_file.inc":4:1)
"#;
    let others: &[(&str, &str)] = &[(
        "06_other_file.inc",
        r#"// This file is only referenced by locations in 06_other_file.mlir.
  "x.y"() : () -> () // expected-error {{expects parent op 'func.func'}}
// expected-error@+1 {{never produced in the other file}}
x
"#,
    )];
    let stderr = r#"06_other_file.inc:3:4: error: expected error "never produced in the other file" was not produced
// expected-error@+1 {{never produced in the other file}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
06_other_file.inc:4:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
x
^
06_other_file.inc:2:25: error: expected error "expects parent op 'func.func'" was not produced
  "x.y"() : () -> () // expected-error {{expects parent op 'func.func'}}
                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
06_other_file.inc:3:4: error: expected error "never produced in the other file" was not produced
// expected-error@+1 {{never produced in the other file}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 06_other_file.mlir:5 offset :3:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        let msg = "'func.return' op expects parent op 'func.func'";
        match chunk {
            0 => vec![err(place("06_other_file.inc", 2, 5), msg)],
            _ => vec![err(place("06_other_file.inc", 4, 1), msg)],
        }
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/07_whole_file_loc.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_diagnostic_in_unsplit_file() {
    let file = "07_whole_file_loc.mlir";
    let text = r#"// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("07_whole_file_loc.mlir":1:1)

// -----

// expected-error @below {{another one}}
"x.a"() : () -> ()
"#;
    let others: &[(&str, &str)] = &[(
        "07_whole_file_loc.mlir",
        r#"// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("07_whole_file_loc.mlir":1:1)

// -----

// expected-error @below {{another one}}
"x.a"() : () -> ()
"#,
    )];
    let stderr = r#"07_whole_file_loc.mlir:1:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
// expected-error @below {{expects parent op}}
^
07_whole_file_loc.mlir:1:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
07_whole_file_loc.mlir:6:4: error: expected error "another one" was not produced
// expected-error @below {{another one}}
   ^~~~~~~~~~~
within split at 07_whole_file_loc.mlir:1 offset :1:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
within split at 07_whole_file_loc.mlir:4 offset :3:4: error: expected error "another one" was not produced
// expected-error @below {{another one}}
   ^~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        match chunk {
            0 => vec![err(
                place("07_whole_file_loc.mlir", 1, 1),
                "'func.return' op expects parent op 'func.func'",
            )],
            _ => vec![],
        }
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/08_duplicates.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_duplicates_and_severity_mismatch() {
    let file = "08_duplicates.mlir";
    let text = r#"// One expectation absorbs several identical diagnostics; a second identical
// expectation on the same line is then never matched.
module {
  // expected-note @+1 {{see existing symbol definition here}}
  "x.f"() {sym_name = "a"} : () -> ()
  // expected-error @+2 {{redefinition of symbol named 'a'}}
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  "x.f"() {sym_name = "a"} : () -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{does not dominate}}
  %a = "x.a"(%b, %b) : (i32, i32) -> i32
  // expected-warning @+1 {{operand defined here}}
  %b = "x.b"() : () -> i32
  return
}
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 08_duplicates.mlir:1 offset :7:6: error: expected error "redefinition of symbol named 'a'" was not produced
  // expected-error @+1 {{redefinition of symbol named 'a'}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 08_duplicates.mlir:11 offset :6:6: error: 'note' diagnostic emitted when expecting a 'warning'
  // expected-warning @+1 {{operand defined here}}
     ^
within split at 08_duplicates.mlir:11 offset :6:6: error: expected warning "operand defined here" was not produced
  // expected-warning @+1 {{operand defined here}}
     ^~~~~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        match chunk {
            0 => {
                let e = err(
                    at(name, text, "\"x.f\"() {", 1),
                    "redefinition of symbol named 'a'",
                );
                vec![e.with_note(
                    at(name, text, "\"x.f\"() {", 0),
                    "see existing symbol definition here",
                )]
            }
            _ => {
                let e = err(
                    at(name, text, "\"x.a\"(%b", 0),
                    "operand #0 does not dominate this use",
                );
                vec![e.with_note(
                    at(name, text, "\"x.b\"()", 0),
                    "operand defined here (op in the same block)",
                )]
            }
        }
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/09_tabs_unicode.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_tabs_and_non_ascii_lines() {
    let file = "09_tabs_unicode.mlir";
    let text = r#"// Tabs before the caret are expanded to 8-column stops.
	// expected-error @+1 {{tab	here}}
	%0 = "x.a"(%1) : (i32) -> i32
  	  // expected-error {{never}}

// -----

// expected-error @+1 {{héllo wörld}}
%0 = "x.a"(%1) : (i32) -> i32 // ünïcode
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 09_tabs_unicode.mlir:1 offset :3:13: error: unexpected error: use of undeclared SSA value name
        %0 = "x.a"(%1) : (i32) -> i32
                   ^
within split at 09_tabs_unicode.mlir:1 offset :2:5: error: expected error "tab	here" was not produced
        // expected-error @+1 {{tab     here}}
           ^~~~~~~~
within split at 09_tabs_unicode.mlir:1 offset :4:9: error: expected error "never" was not produced
          // expected-error {{never}}
             ^~~~~
within split at 09_tabs_unicode.mlir:6 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32 // ünïcode
within split at 09_tabs_unicode.mlir:6 offset :3:4: error: expected error "héllo wörld" was not produced
// expected-error @+1 {{héllo wörld}}
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/18_many_files.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_string_map_order_of_files() {
    let file = "18_many_files.mlir";
    let text = r#"// expected-error @+1 {{chunk 0 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_a.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_b.inc":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 1 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_other.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_z.mlir":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 2 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_lib.mlir":1:1)
  %b = "x.b"() : () -> i32 loc("18_x.txt":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 3 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_q.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_r.inc":1:1)
  return
}
"#;
    let others: &[(&str, &str)] = &[
        (
            "18_a.inc",
            r#"x
// expected-error {{never in 18_a.inc}}
"#,
        ),
        (
            "18_b.inc",
            r#"x
// expected-error {{never in 18_b.inc}}
"#,
        ),
        (
            "18_other.inc",
            r#"x
// expected-error {{never in 18_other.inc}}
"#,
        ),
        (
            "18_z.mlir",
            r#"x
// expected-error {{never in 18_z.mlir}}
"#,
        ),
        (
            "18_lib.mlir",
            r#"x
// expected-error {{never in 18_lib.mlir}}
"#,
        ),
        (
            "18_x.txt",
            r#"x
// expected-error {{never in 18_x.txt}}
"#,
        ),
        (
            "18_q.inc",
            r#"x
// expected-error {{never in 18_q.inc}}
"#,
        ),
        (
            "18_r.inc",
            r#"x
// expected-error {{never in 18_r.inc}}
"#,
        ),
    ];
    let stderr = r#"18_a.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_b.inc:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
within split at 18_many_files.mlir:1 offset :1:4: error: expected error "chunk 0 expectation" was not produced
// expected-error @+1 {{chunk 0 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_a.inc:2:4: error: expected error "never in 18_a.inc" was not produced
// expected-error {{never in 18_a.inc}}
   ^~~~~~~~~~~~~~~~~
18_b.inc:2:4: error: expected error "never in 18_b.inc" was not produced
// expected-error {{never in 18_b.inc}}
   ^~~~~~~~~~~~~~~~~
18_other.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_z.mlir:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_other.inc:2:4: error: expected error "never in 18_other.inc" was not produced
// expected-error {{never in 18_other.inc}}
   ^~~~~~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:7 offset :2:4: error: expected error "chunk 1 expectation" was not produced
// expected-error @+1 {{chunk 1 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_z.mlir:2:4: error: expected error "never in 18_z.mlir" was not produced
// expected-error {{never in 18_z.mlir}}
   ^~~~~~~~~~~~~~~~~~
18_lib.mlir:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_x.txt:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_lib.mlir:2:4: error: expected error "never in 18_lib.mlir" was not produced
// expected-error {{never in 18_lib.mlir}}
   ^~~~~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:14 offset :2:4: error: expected error "chunk 2 expectation" was not produced
// expected-error @+1 {{chunk 2 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_x.txt:2:4: error: expected error "never in 18_x.txt" was not produced
// expected-error {{never in 18_x.txt}}
   ^~~~~~~~~~~~~~~~~
18_q.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_r.inc:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_r.inc:2:4: error: expected error "never in 18_r.inc" was not produced
// expected-error {{never in 18_r.inc}}
   ^~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:21 offset :2:4: error: expected error "chunk 3 expectation" was not produced
// expected-error @+1 {{chunk 3 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_q.inc:2:4: error: expected error "never in 18_q.inc" was not produced
// expected-error {{never in 18_q.inc}}
   ^~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        let files = [
            "18_a.inc",
            "18_b.inc",
            "18_other.inc",
            "18_z.mlir",
            "18_lib.mlir",
            "18_x.txt",
            "18_q.inc",
            "18_r.inc",
        ];
        let e = err(
            place(files[2 * chunk], 1, 1),
            "operand #0 does not dominate this use",
        );
        vec![e.with_note(
            place(files[2 * chunk + 1], 1, 1),
            "operand defined here (op in the same block)",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/19_regex_dialect.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_posix_regex_dialect() {
    let file = "19_regex_dialect.mlir";
    let text = r#"// expected-error-re @+1 {{{{.*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{use of {{[[:alpha:]]+}} SSA}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:digit:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{u.e}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^use}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{value {{name$}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(use|foo)}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{SS{{A{1,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^x]+}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]und[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]undeclared[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{of{{[[.space.]]}}und}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{v{{[[=a=]]}}lue}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\.}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\d}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(S)\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S}}{{(x)|\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a**}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{{1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,2,3}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{256}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2,1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:foo:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.foo.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a\}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a|}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{()}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x{0}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[b-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-b-c]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=ab=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[]a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^]a]+}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{ {{x}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S{2,}A}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{x}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{)}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{$*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{n{1,2}?}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:space:]]value}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:alpha:]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.-.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[--a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.hyphen.]]-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 19_regex_dialect.mlir:6 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:6 offset :2:4: error: expected error "{{[[:digit:]]}}" was not produced
// expected-error-re @+1 {{{{[[:digit:]]}}}}
   ^~~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:21 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{2}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:21 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:24 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{SS{{A{1,2}}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:24 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:30 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:30 offset :2:4: error: expected error "{{[[:<:]]und[[:>:]]}}" was not produced
// expected-error-re @+1 {{{{[[:<:]]und[[:>:]]}}}}
   ^~~~~~~~~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:42 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:42 offset :2:4: error: expected error "{{\.}}" was not produced
// expected-error-re @+1 {{{{\.}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:51 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:51 offset :2:4: error: expected error "{{(S)\1}}" was not produced
// expected-error-re @+1 {{{{(S)\1}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:57 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{a**}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:57 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:60 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{{1}}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:60 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:63 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1,2,3}}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:63 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:66 offset :2:4: error: invalid regex: invalid repetition count(s)
// expected-error-re @+1 {{{{a{256}}}}}
   ^~~~~~~~~~
within split at 19_regex_dialect.mlir:66 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:69 offset :2:4: error: invalid regex: invalid repetition count(s)
// expected-error-re @+1 {{{{a{2,1}}}}}
   ^~~~~~~~~~
within split at 19_regex_dialect.mlir:69 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:72 offset :2:4: error: invalid regex: invalid character class
// expected-error-re @+1 {{{{[[:foo:]]}}}}
   ^~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:72 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:75 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[.foo.]]}}}}
   ^~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:75 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:78 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[a}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:78 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:81 offset :2:4: error: invalid regex: trailing backslash (\)
// expected-error-re @+1 {{{{a\}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:81 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:84 offset :2:4: error: invalid regex: invalid backreference number
// expected-error-re @+1 {{{{\1}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:84 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:87 offset :2:4: error: invalid regex: empty (sub)expression
// expected-error-re @+1 {{{{a|}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:87 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:93 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{x{0}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:93 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:96 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{^*}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:96 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:99 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[b-a]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:99 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:102 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[a-b-c]}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:102 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:105 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[=ab=]]}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:105 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:108 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:108 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:120 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:120 offset :2:4: error: expected error "{{ {{x}}" was not produced
// expected-error-re @+1 {{{{ {{x}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:123 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:123 offset :2:4: error: expected error "{{a{,2}}}" was not produced
// expected-error-re @+1 {{{{a{,2}}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:126 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1,}}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:126 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:132 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:132 offset :2:4: error: expected error "{{a{}}}" was not produced
// expected-error-re @+1 {{{{a{}}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:135 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:135 offset :2:4: error: expected error "{{a{x}}}" was not produced
// expected-error-re @+1 {{{{a{x}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:138 offset :2:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{(}}}}
   ^~~~~
within split at 19_regex_dialect.mlir:138 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:141 offset :2:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{)}}}}
   ^~~~~
within split at 19_regex_dialect.mlir:141 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:147 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{n{1,2}?}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:147 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:153 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[[:alpha:]}}}}
   ^~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:153 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:156 offset :2:4: error: invalid regex: invalid character class
// expected-error-re @+1 {{{{[[:]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:156 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:159 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[=]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:159 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:162 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[[.]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:162 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:165 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:165 offset :2:4: error: expected error "{{[[.-.]]}}" was not produced
// expected-error-re @+1 {{{{[[.-.]]}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:168 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[--a]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:168 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:171 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:171 offset :2:4: error: expected error "{{[[.hyphen.]]-a]}}" was not produced
// expected-error-re @+1 {{{{[[.hyphen.]]-a]}}}}
   ^~~~~~~~~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/24_expectation_syntax.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_expectation_syntax() {
    let file = "24_expectation_syntax.mlir";
    let text = r#"// Spellings of expectations. Only lines the pattern accepts are expectations.
// expected-error{{no space}}
// expected-error@+1{{no spaces with designator}}
// expected-error   @+1   {{many spaces}}
// expected-error -re {{not an expectation: space before -re}}
// expected-errors {{not an expectation}}
// expected-error @+1x {{not an expectation: bad designator}}
// expected-foo {{x}} expected-remark {{second on the line}}
// expected-note {{a}} // expected-error {{b}}
// expected-warning {{inner }} braces}}
// expected-error {{}}
// expected-error {{trailing spaces}}   
// expected-error {{x}} trailing text
// xexpected-error {{prefix glued}}
"x.a"() : () -> ()
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 24_expectation_syntax.mlir:1 offset :2:4: error: expected error "no space" was not produced
// expected-error{{no space}}
   ^~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :3:4: error: expected error "no spaces with designator" was not produced
// expected-error@+1{{no spaces with designator}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :4:4: error: expected error "many spaces" was not produced
// expected-error   @+1   {{many spaces}}
   ^~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :8:23: error: expected remark "second on the line" was not produced
// expected-foo {{x}} expected-remark {{second on the line}}
                      ^~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :9:4: error: expected note "a}} // expected-error {{b" was not produced
// expected-note {{a}} // expected-error {{b}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :10:4: error: expected warning "inner }} braces" was not produced
// expected-warning {{inner }} braces}}
   ^~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :11:4: error: expected error "" was not produced
// expected-error {{}}
   ^
within split at 24_expectation_syntax.mlir:1 offset :12:4: error: expected error "trailing spaces" was not produced
// expected-error {{trailing spaces}}   
   ^~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :14:5: error: expected error "prefix glued" was not produced
// xexpected-error {{prefix glued}}
    ^~~~~~~~~~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/25_crlf.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_crlf_line_endings() {
    let file = "25_crlf.mlir";
    let text = r#"// CRLF line endings.
// expected-error @+1 {{undeclared}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error {{crlf}}
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 25_crlf.mlir:1 offset :4:4: error: expected error "crlf" was not produced
// expected-error {{crlf}}
   ^~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            at(name, text, "%1)", 0),
            "use of undeclared SSA value name",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/26_tab_caret.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_caret_on_a_tab() {
    let file = "26_tab_caret.mlir";
    let text = r#"// A caret on a tab is repeated over the tab's columns.
		"func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
"#;
    let others: &[(&str, &str)] = &[(
        "26_tab_caret.mlir",
        r#"// A caret on a tab is repeated over the tab's columns.
		"func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
"#,
    )];
    let stderr = r#"26_tab_caret.mlir:2:2: error: unexpected error: 'func.return' op expects parent op 'func.func'
                "func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
        ^^^^^^^^
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![err(
            place("26_tab_caret.mlir", 2, 2),
            "'func.return' op expects parent op 'func.func'",
        )]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/14_bad_offsets.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_unparsable_offsets() {
    let file = "14_bad_offsets.mlir";
    let text = r#"// Offsets that do not parse as an int (octal 08, overflow) leave the offset
// uninitialized in MLIR 19 (undefined behaviour); this records what this
// build did.
// expected-error @+08 {{bad octal}}
// expected-error @+99999999999 {{overflow}}
// expected-error @+0x1 {{hex is not accepted by the pattern}}
// expected-error @+0 {{zero}}
"x.a"() : () -> ()
"#;
    let others: &[(&str, &str)] = &[];
    let stderr = r#"within split at 14_bad_offsets.mlir:1 offset :4:4: error: expected error "bad octal" was not produced
// expected-error @+08 {{bad octal}}
   ^~~~~~~~~
within split at 14_bad_offsets.mlir:1 offset :5:4: error: expected error "overflow" was not produced
// expected-error @+99999999999 {{overflow}}
   ^~~~~~~~
within split at 14_bad_offsets.mlir:1 offset :7:4: error: expected error "zero" was not produced
// expected-error @+0 {{zero}}
   ^~~~
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        vec![]
    };
    check(file, text, others, &emit, stderr);
}

/// /tmp/vd-oracle/15_place_edges.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
#[test]
fn oracle_places_at_line_ends_and_beyond() {
    let file = "15_place_edges.mlir";
    let text = r#"// Places at the end of a line, past it, past the last line and with zero
// line/column, all in this file as loaded from disk.
"func.return"() : () -> () loc("15_place_edges.mlir":2:53)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:54)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:55)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":99:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":0:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":1:0)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":27:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:2)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:59)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:60)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
"#;
    let others: &[(&str, &str)] = &[(
        "15_place_edges.mlir",
        r#"// Places at the end of a line, past it, past the last line and with zero
// line/column, all in this file as loaded from disk.
"func.return"() : () -> () loc("15_place_edges.mlir":2:53)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:54)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:55)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":99:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":0:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":1:0)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":27:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:2)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:59)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:60)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
"#,
    )];
    let stderr = r#"15_place_edges.mlir:2:53: error: unexpected error: 'func.return' op expects parent op 'func.func'
// line/column, all in this file as loaded from disk.
                                                    ^
15_place_edges.mlir:2:54: error: unexpected error: 'func.return' op expects parent op 'func.func'
// line/column, all in this file as loaded from disk.
                                                     ^
15_place_edges.mlir:2:55: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:99:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:0:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:1:0: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:26:1: error: unexpected error: 'func.return' op expects parent op 'func.func'

^
15_place_edges.mlir:27:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:26:2: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:25:59: error: unexpected error: 'func.return' op expects parent op 'func.func'
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
                                                          ^
15_place_edges.mlir:25:60: error: unexpected error: 'func.return' op expects parent op 'func.func'
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
                                                           ^
15_place_edges.mlir:25:61: error: unexpected error: 'func.return' op expects parent op 'func.func'
"#;
    let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
        let _ = (chunk, name, text);
        let places = [
            (2, 53),
            (2, 54),
            (2, 55),
            (99, 1),
            (0, 1),
            (1, 0),
            (26, 1),
            (27, 1),
            (26, 2),
            (25, 59),
            (25, 60),
            (25, 61),
        ];
        let (line, col) = places[chunk];
        vec![err(
            place("15_place_edges.mlir", line, col),
            "'func.return' op expects parent op 'func.func'",
        )]
    };
    check(file, text, others, &emit, stderr);
}
