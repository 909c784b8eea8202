//! The llvm dialect's intrinsic ops (`defs/llvm/Intrinsics.td`) checked
//! against their sources of truth, all read with `llvm-tblgen-19
//! --dump-json`:
//!
//! * the ops are MLIR 19's (`mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td`): the
//!   same names, assembly formats, numbers of operands, attributes and
//!   results, and verifiers;
//! * the translation facts of each op agree with LLVM 19's definition of
//!   its intrinsic (`llvm/IR/Intrinsics.td`): the intrinsic exists, the op
//!   names as many overloaded types as LLVM's intrinsic has, LLVM's
//!   immediate arguments are among the op's, an op whose call is not
//!   written by hand passes as many arguments as the intrinsic takes, and
//!   the op returns as many values (packed in a struct) as it does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

use dialectic_oracle::Tool;
use serde_json::Value;

const LLVM_INCLUDE: &str = "/usr/lib/llvm-19/include";

/// The records of `file` as `llvm-tblgen-19 --dump-json` gives them.
fn dump(include: &Path, file: &Path) -> Value {
    let tblgen = &dialectic_oracle::require(Tool::LlvmTblgen).path;
    let out = dialectic_oracle::output(
        Tool::LlvmTblgen,
        Command::new(tblgen)
            .arg("--dump-json")
            .arg("-I")
            .arg(include)
            .arg(file),
    );
    assert!(
        out.status.success(),
        "llvm-tblgen-19 {}:\n{}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("llvm-tblgen-19 prints JSON")
}

fn ours() -> &'static Value {
    static RECORDS: OnceLock<Value> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let defs = Path::new(env!("CARGO_MANIFEST_DIR")).join("defs");
        dump(&defs, &defs.join("llvm.td"))
    })
}

fn mlir() -> &'static Value {
    static RECORDS: OnceLock<Value> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let include = Path::new(LLVM_INCLUDE);
        dump(
            include,
            &include.join("mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"),
        )
    })
}

fn llvm() -> &'static Value {
    static RECORDS: OnceLock<Value> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let include = Path::new(LLVM_INCLUDE);
        dump(include, &include.join("llvm/IR/Intrinsics.td"))
    })
}

/// The names of the defs deriving from `class`.
fn instances<'a>(records: &'a Value, class: &str) -> Vec<&'a str> {
    records["!instanceof"][class]
        .as_array()
        .map(|defs| defs.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

/// The record a def reference (`{"def": name, ...}`) or name points to.
fn record<'a>(records: &'a Value, reference: &Value) -> &'a Value {
    let name = reference["def"]
        .as_str()
        .or(reference.as_str())
        .unwrap_or("");
    &records[name]
}

fn is_subclass(records: &Value, reference: &Value, class: &str) -> bool {
    record(records, reference)["!superclasses"]
        .as_array()
        .is_some_and(|s| s.iter().any(|c| c == class))
}

fn ints(value: &Value) -> Vec<i64> {
    value
        .as_array()
        .map(|l| l.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default()
}

/// The intrinsic ops of a dump, by op name (`intr.fabs`).
fn intrinsic_ops(records: &Value) -> BTreeMap<&str, &Value> {
    instances(records, "Op")
        .into_iter()
        .map(|name| &records[name])
        .filter_map(|op| Some((op["opName"].as_str()?, op)))
        .filter(|(name, _)| name.starts_with("intr."))
        .collect()
}

/// An op's operands and attributes: (operand names, attribute names).
fn arguments<'a>(records: &Value, op: &'a Value) -> (Vec<&'a str>, Vec<&'a str>) {
    let mut operands = Vec::new();
    let mut attributes = Vec::new();
    for arg in op["arguments"]["args"].as_array().into_iter().flatten() {
        let name = arg[1].as_str().unwrap_or("");
        // MLIR's `Arg<constraint, ...>` wraps the constraint.
        let constraint = match record(records, &arg[0]).get("constraint") {
            Some(inner) if is_subclass(records, &arg[0], "OpVariable") => inner,
            _ => &arg[0],
        };
        if is_subclass(records, constraint, "TypeConstraint") {
            operands.push(name);
        } else {
            attributes.push(name);
        }
    }
    (operands, attributes)
}

fn format(op: &Value) -> String {
    op["assemblyFormat"]
        .as_str()
        .unwrap_or("")
        .trim()
        .to_string()
}

#[test]
fn the_ops_are_mlirs() {
    if dialectic_oracle::path(Tool::LlvmTblgen).is_none() {
        return;
    }
    let (ours_records, mlir_records) = (ours(), mlir());
    let (our_ops, mlir_ops) = (intrinsic_ops(ours_records), intrinsic_ops(mlir_records));
    let our_names: BTreeSet<&str> = our_ops.keys().copied().collect();
    let mlir_names: BTreeSet<&str> = mlir_ops.keys().copied().collect();
    assert_eq!(
        our_names
            .symmetric_difference(&mlir_names)
            .collect::<Vec<_>>(),
        Vec::<&&str>::new(),
        "ops only one side defines"
    );
    for (name, op) in &our_ops {
        let theirs = mlir_ops[name];
        assert_eq!(format(op), format(theirs), "the format of {name}");
        let (operands, attributes) = arguments(ours_records, op);
        let (mlir_operands, mlir_attributes) = arguments(mlir_records, theirs);
        assert_eq!(
            operands.len(),
            mlir_operands.len(),
            "the operands of {name}"
        );
        assert_eq!(attributes, mlir_attributes, "the attributes of {name}");
        let results = |op: &Value| op["results"]["args"].as_array().map_or(0, Vec::len);
        assert_eq!(results(op), results(theirs), "the results of {name}");
        assert_eq!(
            op["hasVerifier"], theirs["hasVerifier"],
            "the verifier of {name}"
        );
    }
}

/// LLVM 19's intrinsics by name (`llvm.va_start`).
fn llvm_intrinsics(records: &Value) -> BTreeMap<String, &Value> {
    instances(records, "Intrinsic")
        .into_iter()
        .map(|def| {
            let intrinsic = &records[def];
            let name = match intrinsic["LLVMName"].as_str() {
                Some(n) if !n.is_empty() => n.to_string(),
                _ => format!("llvm.{}", def.trim_start_matches("int_").replace('_', ".")),
            };
            (name, intrinsic)
        })
        .collect()
}

/// Whether an intrinsic's type is overloaded: an `any` type, or a vector of
/// pointers of any address space matched to another type.
fn is_overloaded(records: &Value, ty: &Value) -> bool {
    record(records, ty)["isAny"].as_i64() == Some(1)
        || is_subclass(records, ty, "LLVMVectorOfAnyPointersToElt")
}

/// The argument positions LLVM requires to be immediates (`ImmArg`).
fn llvm_immediates(records: &Value, intrinsic: &Value) -> BTreeSet<i64> {
    intrinsic["IntrProperties"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| is_subclass(records, p, "ImmArg"))
        // `ArgIndex<n>` counts the return value as index 0.
        .filter_map(|p| record(records, &record(records, p)["ArgNo"])["Value"].as_i64())
        .map(|index| index - 1)
        .collect()
}

#[test]
fn translation_facts_match_llvm_intrinsics() {
    if dialectic_oracle::path(Tool::LlvmTblgen).is_none() {
        return;
    }
    let (ours_records, llvm_records) = (ours(), llvm());
    let intrinsics = llvm_intrinsics(llvm_records);
    let ops = instances(ours_records, "LLVM_IntrOpBase");
    assert_eq!(ops.len(), intrinsic_ops(ours_records).len());
    for def in ops {
        let op = &ours_records[def];
        let name = op["llvmIntrinsicName"].as_str().unwrap_or("");
        let intrinsic = intrinsics
            .get(name)
            .unwrap_or_else(|| panic!("{def}: LLVM 19 has no intrinsic `{name}`"));
        let results = intrinsic["RetTypes"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let params = intrinsic["ParamTypes"]
            .as_array()
            .cloned()
            .unwrap_or_default();

        let overloaded = results
            .iter()
            .chain(&params)
            .filter(|t| is_overloaded(llvm_records, t))
            .count();
        let (overloaded_results, overloaded_operands) = (
            ints(&op["overloadedResults"]),
            ints(&op["overloadedOperands"]),
        );
        assert_eq!(
            overloaded_results.len() + overloaded_operands.len(),
            overloaded,
            "{def}: the overloaded types of `{name}`"
        );
        let (operands, attributes) = arguments(ours_records, op);
        let immediates: Vec<i64> = ints(&op["immArgPositions"]);
        // Overloaded operands are positions in the call, immediates counted
        // (an immediate's type may be overloaded: `llvm.memcpy.inline`'s
        // length).
        let call_arity = (operands.len() + immediates.len()) as i64;
        assert!(
            overloaded_operands
                .iter()
                .all(|i| (0..call_arity).contains(i)),
            "{def}: overloaded operands {overloaded_operands:?} are no arguments of the call"
        );

        let names: Vec<&str> = op["immArgAttrNames"]
            .as_array()
            .map(|l| l.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        assert_eq!(immediates.len(), names.len(), "{def}: immediate arguments");
        assert!(
            names.iter().all(|n| attributes.contains(n)),
            "{def}: immediate arguments {names:?} are not all attributes of the op"
        );
        let ours_immediate: BTreeSet<i64> = immediates.iter().copied().collect();
        assert!(
            llvm_immediates(llvm_records, intrinsic).is_subset(&ours_immediate),
            "{def}: LLVM's immediate arguments of `{name}` are not all attributes"
        );
        if op["hasCustomTranslation"].as_i64() != Some(1) {
            assert_eq!(
                operands.len() + immediates.len(),
                params.len(),
                "{def}: the arguments of `{name}`"
            );
        }
        assert_eq!(
            op["numResults"].as_i64(),
            Some(results.len() as i64),
            "{def}: the results of `{name}`"
        );
    }
}
