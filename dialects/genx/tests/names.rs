//! Mangling and demangling of the intrinsics' LLVM names: for every
//! intrinsic and several overload choices, the name `getGenXName` writes
//! demangles to the same intrinsic and is canonical; names of real IR
//! (Intel's tests) mangle as written; the non-canonical names of the
//! corpus demangle to the canonical name `EXPECTED_NAMES.tsv` gives.

use dialectic::op_support::type_to_string;
use dialectic::text::parse;
use dialectic::{Context, Ir, Type};
use dialectic_genx::examples::{CHOICES, example_call};
use dialectic_genx::names::{call_name, candidates, demangle, mangle};
use dialectic_genx::signature::{Signature, lookup};
use dialectic_genx::signatures::SIGNATURES;
use dialectic_genx_spec::paths;
use libtest_mimic::{Arguments, Failed, Trial};

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::builtin::register(&ctx);
    dialectic_genx::register_dialect(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Mangles each overload choice and demangles the name back.
fn check_round_trip(signature: &'static Signature) -> Result<(), Failed> {
    let ctx = context();
    let mut names = Vec::new();
    for choice in 0..CHOICES {
        let (result, arguments, overloads) = example_call(&ctx, signature, choice);
        let name = mangle(&ctx, signature, &overloads)?;
        if call_name(&ctx, signature, result, &arguments)? != name {
            return Err(format!("{name}: the call's name differs").into());
        }
        let demangled = demangle(&ctx, &name, result, &arguments)?;
        if demangled.signature.mnemonic != signature.mnemonic || !demangled.is_canonical(&name) {
            return Err(format!(
                "{name} demangles to {} as {}",
                demangled.signature.mnemonic, demangled.canonical_name
            )
            .into());
        }
        names.push(name);
    }
    let slots = signature.slots().len();
    names.dedup();
    if slots > 0 && names.len() < 2 {
        return Err(format!("only one name for {} overload choices: {names:?}", CHOICES).into());
    }
    if slots == 0 && names != [signature.llvm_name()] {
        return Err(format!("not overloaded, yet named {names:?}").into());
    }
    Ok(())
}

/// MLIR types from LLVM IR's spelling of them (`<16 x float>`, `{ i32, i1 }`,
/// `ptr`), by way of the parser.
fn mlir_type(ctx: &Context, llvm: &str) -> Type {
    fn convert(t: &str) -> String {
        let t = t.trim();
        if let Some(inner) = t.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
            let (n, element) = inner.split_once(" x ").expect("a vector");
            return format!("vector<{}x{}>", n.trim(), convert(element));
        }
        if let Some(inner) = t.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
            let members: Vec<String> = split_top(inner).iter().map(|m| convert(m)).collect();
            return format!("!llvm.struct<({})>", members.join(", "));
        }
        match t {
            "float" => "f32".into(),
            "half" => "f16".into(),
            "double" => "f64".into(),
            "bfloat" => "bf16".into(),
            "ptr" => "!llvm.ptr".into(),
            other if other.starts_with("ptr addrspace(") => {
                format!(
                    "!llvm.ptr<{}>",
                    &other["ptr addrspace(".len()..other.len() - 1]
                )
            }
            other => other.into(),
        }
    }
    let text = format!("\"test.t\"() : () -> {}", convert(llvm));
    let mut ir = Ir::new();
    let module = parse::parse_source(ctx, &mut ir, "t.mlir", &text).expect("a type");
    let block = ir.entry_block(ir.region_of(module, 0)).expect("the body");
    let op = ir.first_op(block).expect("the op");
    ir.value_type(ir.results(op).next().expect("a result"))
}

fn split_top(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '<' | '{' | '(' => depth += 1,
            '>' | '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !text[start..].trim().is_empty() {
        out.push(&text[start..]);
    }
    out
}

/// Canonical names seen in Intel's tests, with their call types.
const REAL_NAMES: &[(&str, &str, &[&str])] = &[
    (
        "llvm.genx.rdregioni.v4i32.v8i32.i16",
        "<4 x i32>",
        &["<8 x i32>", "i32", "i32", "i32", "i16", "i32"],
    ),
    (
        "llvm.genx.wrregioni.v32i32.v16i32.i16.i1",
        "<32 x i32>",
        &[
            "<32 x i32>",
            "<16 x i32>",
            "i32",
            "i32",
            "i32",
            "i16",
            "i32",
            "i1",
        ],
    ),
    (
        "llvm.genx.addc.v8i32.v8i32",
        "{ <8 x i32>, <8 x i32> }",
        &["<8 x i32>", "<8 x i32>"],
    ),
    (
        "llvm.genx.add3c.v8i1.v8i32",
        "{ <8 x i1>, <8 x i32> }",
        &["<8 x i32>", "<8 x i32>", "<8 x i32>"],
    ),
    (
        "llvm.genx.simdcf.goto.v32i1.v32i1",
        "{ <32 x i1>, <32 x i1>, i1 }",
        &["<32 x i1>", "<32 x i1>", "<32 x i1>"],
    ),
    (
        "llvm.genx.lsc.load.merge.quad.typed.bti.v16i32.v4i1.v4i32",
        "<16 x i32>",
        &[
            "<4 x i1>",
            "i8",
            "i8",
            "i8",
            "i32",
            "<4 x i32>",
            "<4 x i32>",
            "<4 x i32>",
            "<4 x i32>",
            "<16 x i32>",
        ],
    ),
    (
        "llvm.genx.oword.st.v8i32",
        "void",
        &["i32", "i32", "<8 x i32>"],
    ),
];

fn check_real_names() -> Result<(), Failed> {
    let ctx = context();
    for (name, result, arguments) in REAL_NAMES {
        let result = (*result != "void").then(|| mlir_type(&ctx, result));
        let arguments: Vec<Type> = arguments.iter().map(|a| mlir_type(&ctx, a)).collect();
        let demangled = demangle(&ctx, name, result, &arguments)?;
        if !demangled.is_canonical(name) {
            return Err(format!("{name}: canonical is {}", demangled.canonical_name).into());
        }
    }
    Ok(())
}

/// The longest table name that is a prefix wins, and the types decide:
/// every intrinsic whose names start with another's (`dpas.nosrc0` and
/// `dpas`, `raw.send.noresult` and `raw.send`, the `.predef.surface`
/// atomics, ...) demangles to itself.
fn check_prefixes() -> Result<(), Failed> {
    let ctx = context();
    let mut ambiguous = 0;
    for signature in SIGNATURES {
        for choice in 0..CHOICES {
            let (result, arguments, overloads) = example_call(&ctx, signature, choice);
            let name = mangle(&ctx, signature, &overloads)?;
            if candidates(&name).len() < 2 {
                continue;
            }
            ambiguous += 1;
            let demangled = demangle(&ctx, &name, result, &arguments)?;
            if demangled.signature.mnemonic != signature.mnemonic {
                return Err(format!("{name} demangled as {}", demangled.signature.mnemonic).into());
            }
        }
    }
    for (longer, shorter) in [("dpas.nosrc0", "dpas"), ("raw.send.noresult", "raw.send")] {
        if lookup(longer).is_none() || lookup(shorter).is_none() {
            return Err(format!("{longer} or {shorter} missing").into());
        }
    }
    if ambiguous < 20 {
        return Err(format!("only {ambiguous} names with several candidate intrinsics").into());
    }
    Ok(())
}

/// `ll/noncanonical/EXPECTED_NAMES.tsv`: each name of real IR demangles
/// (with its types) to the canonical name given.
fn check_noncanonical() -> Result<(), Failed> {
    let ctx = context();
    let path = paths::shared_dir()
        .ok_or("../shared not found")?
        .join("genx-corpus/ll/noncanonical/EXPECTED_NAMES.tsv");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    for line in text.lines().skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [_, name, canonical, result, arguments] = fields[..] else {
            return Err(format!("line {line}").into());
        };
        let result = (result != "void").then(|| mlir_type(&ctx, result));
        let arguments: Vec<Type> = arguments.split("; ").map(|a| mlir_type(&ctx, a)).collect();
        let demangled = demangle(&ctx, name, result, &arguments)?;
        if demangled.canonical_name != canonical || demangled.is_canonical(name) {
            let types: Vec<String> = arguments.iter().map(|t| type_to_string(&ctx, *t)).collect();
            return Err(format!(
                "{name} ({types:?}): canonical {} , expected {canonical}",
                demangled.canonical_name
            )
            .into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials: Vec<Trial> = SIGNATURES
        .iter()
        .map(|s| {
            Trial::test(format!("mangle::{}", s.mnemonic), move || {
                check_round_trip(s)
            })
        })
        .collect();
    trials.push(Trial::test("real_names", check_real_names));
    trials.push(Trial::test("longest_prefix", check_prefixes));
    trials.push(Trial::test("noncanonical_corpus_names", check_noncanonical));
    libtest_mimic::run(&args, trials).exit();
}
