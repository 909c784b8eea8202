//! One intrinsic of the table as the generator uses it: its names, its
//! section (the family the docs group by), its result members and
//! arguments as tokens, its memory attributes and the labels of its
//! comment block. [`read_spec`] reads the JSON, skips the two sentinel
//! entries and corrects the entries where the table and real IR disagree.

use serde_json::Value;

use crate::token::{OverloadKind, Slot, Token};

/// The table's sentinel entries, which bracket the ID range in
/// vc-intrinsics and are no intrinsics.
pub const SENTINELS: [&str; 2] = ["aaaabegin", "zzzzend"];

/// A memory or behaviour attribute of the table (`NoMem`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemoryAttr {
    /// `NoMem`: reads and writes no memory.
    NoMem,
    /// `ReadMem`: only reads memory.
    ReadMem,
    /// `WriteMem`: only writes memory.
    WriteMem,
    /// `SideEffects`: effects beyond memory.
    SideEffects,
    /// `Convergent`: may not be made control dependent on more values.
    Convergent,
    /// `NoWillReturn`: may not return.
    NoWillReturn,
}

impl MemoryAttr {
    /// The attribute named `name` in the table.
    pub fn from_name(name: &str) -> Option<MemoryAttr> {
        Some(match name {
            "NoMem" => MemoryAttr::NoMem,
            "ReadMem" => MemoryAttr::ReadMem,
            "WriteMem" => MemoryAttr::WriteMem,
            "SideEffects" => MemoryAttr::SideEffects,
            "Convergent" => MemoryAttr::Convergent,
            "NoWillReturn" => MemoryAttr::NoWillReturn,
            _ => return None,
        })
    }

    /// The table's name.
    pub fn name(self) -> &'static str {
        match self {
            MemoryAttr::NoMem => "NoMem",
            MemoryAttr::ReadMem => "ReadMem",
            MemoryAttr::WriteMem => "WriteMem",
            MemoryAttr::SideEffects => "SideEffects",
            MemoryAttr::Convergent => "Convergent",
            MemoryAttr::NoWillReturn => "NoWillReturn",
        }
    }
}

/// One intrinsic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    /// The table's name (`lsc_load_merge_quad_bti`).
    pub name: String,
    /// The op's mnemonic and the LLVM name after `llvm.genx.`
    /// (`lsc.load.merge.quad.bti`).
    pub mnemonic: String,
    /// The table's section (`ALU intrinsics`).
    pub section: String,
    /// The result members (none: `void`; several: a struct).
    pub results: Vec<Token>,
    /// The result is a struct of the members (also of one member).
    pub struct_result: bool,
    /// The arguments.
    pub arguments: Vec<Token>,
    /// The attributes.
    pub attributes: Vec<MemoryAttr>,
    /// The platforms it exists on, as the table writes them.
    pub platforms: Vec<String>,
    /// The label of each argument in the comment block.
    pub arg_labels: Vec<Option<String>>,
    /// The label of the result.
    pub result_label: Option<String>,
    /// What the generator changed from the table, and why.
    pub corrections: Vec<String>,
}

impl Intrinsic {
    /// The overloaded types in slot order: where each is fixed and its
    /// kind.
    pub fn overload_slots(&self) -> Vec<(Slot, OverloadKind)> {
        crate::token::overload_slots(&self.results, &self.arguments)
    }

    /// The op's Rust name (`LscLoadMergeQuadBtiOp`; `GenX4bitDownconvertOp`
    /// for a name starting with a digit, which no Rust name may).
    pub fn rust_name(&self) -> String {
        let mut out = String::new();
        if self.name.starts_with(|c: char| c.is_ascii_digit()) {
            out.push_str("GenX");
        }
        for part in self.name.split('_') {
            let mut chars = part.chars();
            if let Some(first) = chars.next() {
                out.extend(first.to_uppercase());
                out.push_str(chars.as_str());
            }
        }
        out.push_str("Op");
        out
    }
}

/// The intrinsics of the table in `json`, sorted by mnemonic, without the
/// sentinels; an error names the entry and the token it cannot read.
pub fn read_spec(json: &str) -> Result<Vec<Intrinsic>, String> {
    let root: Value = serde_json::from_str(json).map_err(|e| format!("the table: {e}"))?;
    let entries = root
        .get("intrinsics")
        .and_then(Value::as_array)
        .ok_or("the table has no `intrinsics` list")?;
    let mut out = Vec::new();
    for entry in entries {
        let name = string_field(entry, "name")?;
        if SENTINELS.contains(&name.as_str()) {
            continue;
        }
        let (entry, correction) = correct_known_defects(&name, entry);
        let mut intrinsic = read_entry(&entry, &name)?;
        intrinsic.corrections.extend(correction);
        check_references(&intrinsic)?;
        out.push(intrinsic);
    }
    out.sort_by(|a, b| a.mnemonic.cmp(&b.mnemonic));
    Ok(out)
}

fn read_entry(entry: &Value, name: &str) -> Result<Intrinsic, String> {
    let llvm_name = string_field(entry, "llvm_name")?;
    let mnemonic = llvm_name
        .strip_prefix("llvm.genx.")
        .ok_or_else(|| format!("`{name}`: `{llvm_name}` does not start with `llvm.genx.`"))?
        .to_string();
    if mnemonic != name.replace('_', ".") {
        return Err(format!("`{name}`: its LLVM name is `{llvm_name}`"));
    }
    let (results, struct_result) = match entry.get("result") {
        Some(Value::String(s)) if s == "void" => (Vec::new(), false),
        Some(Value::Array(members)) => (tokens(name, members)?, true),
        Some(single) => (tokens(name, std::slice::from_ref(single))?, false),
        None => return Err(format!("`{name}` has no result")),
    };
    let arguments = match entry.get("arguments") {
        Some(Value::Array(args)) => tokens(name, args)?,
        _ => return Err(format!("`{name}` has no argument list")),
    };
    let attributes = string_field(entry, "attributes")?
        .split(',')
        .filter(|a| *a != "None")
        .map(|a| MemoryAttr::from_name(a).ok_or_else(|| format!("`{name}`: attribute `{a}`")))
        .collect::<Result<Vec<_>, _>>()?;
    let platforms = entry
        .get("platforms")
        .and_then(Value::as_array)
        .map(|p| {
            p.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let arg_labels = entry
        .get("arg_labels")
        .and_then(Value::as_array)
        .map(|labels| {
            labels
                .iter()
                .map(|l| l.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    let result_label = entry
        .get("result_label")
        .and_then(Value::as_str)
        .map(str::to_string);
    Ok(Intrinsic {
        name: name.to_string(),
        mnemonic,
        section: string_field(entry, "section")?,
        results,
        struct_result,
        arguments,
        attributes,
        platforms,
        arg_labels,
        result_label,
        corrections: Vec::new(),
    })
}

/// Tokens that are strings (type names) or integers (slot references);
/// a token of no known meaning is kept out and reported by its entry.
fn tokens(name: &str, values: &[Value]) -> Result<Vec<Token>, String> {
    values
        .iter()
        .map(|v| match v {
            Value::Number(n) => n
                .as_u64()
                .map(|n| Token::SameAs(n as usize))
                .ok_or_else(|| format!("`{name}`: token {n}")),
            Value::String(s) => Token::parse(s).ok_or_else(|| format!("`{name}`: token `{s}`")),
            other => Err(format!("`{name}`: token {other}")),
        })
        .collect()
}

/// Where the table and the IR Intel's compilers write disagree, the IR
/// wins: the entry as real IR has it, and the note saying so (which the
/// generated `.td` carries). `add3c` (add of three with carry): the table
/// gives the result `[anyint, intvector]` (a token vc-intrinsics does not
/// define, so it encodes no type) and the arguments `[anyint, 1, 1, 1]`;
/// IGC writes `{ <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x
/// i32>, <8 x i32>, <8 x i32>)`: the carry and the sum are both overloaded
/// and the three operands have the sum's type.
fn correct_known_defects(name: &str, entry: &Value) -> (Value, Option<String>) {
    let mut entry = entry.clone();
    if name != "add3c" {
        return (entry, None);
    }
    entry["result"] = serde_json::json!(["anyint", "anyint"]);
    entry["arguments"] = serde_json::json!([1, 1, 1]);
    if let Some(labels) = entry.get_mut("arg_labels").and_then(Value::as_array_mut) {
        labels.truncate(3);
    }
    let note = "The table gives the result `[anyint, intvector]` (`intvector` is no token of \
                vc-intrinsics, so it encodes no type) and four arguments `[anyint, 1, 1, 1]`; \
                real IR (IGC's tests) calls `{ <8 x i1>, <8 x i32> } \
                @llvm.genx.add3c.v8i1.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)`. This follows \
                real IR: the result is `{carry, sum}`, both overloaded, and the three \
                arguments have the sum's type.";
    (entry, Some(note.to_string()))
}

/// Every `SameAs(N)` names a slot defined before it, and `vararg` ends
/// the arguments.
fn check_references(intrinsic: &Intrinsic) -> Result<(), String> {
    let slots = intrinsic.overload_slots();
    let mut defined = 0;
    let all = intrinsic.results.iter().chain(&intrinsic.arguments);
    for token in all {
        match token {
            Token::Overloaded(_) => defined += 1,
            Token::SameAs(n) if *n >= defined => {
                return Err(format!(
                    "`{}`: token {n} names overloaded type {n}, but only {defined} precede it",
                    intrinsic.name
                ));
            }
            _ => {}
        }
    }
    debug_assert_eq!(defined, slots.len());
    if let Some(i) = intrinsic.arguments.iter().position(|t| *t == Token::VarArg)
        && i + 1 != intrinsic.arguments.len()
    {
        return Err(format!("`{}`: `vararg` is not last", intrinsic.name));
    }
    if intrinsic.results.contains(&Token::VarArg) {
        return Err(format!("`{}`: `vararg` as a result", intrinsic.name));
    }
    Ok(())
}

fn string_field(entry: &Value, field: &str) -> Result<String, String> {
    entry
        .get(field)
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| format!("an entry has no string `{field}`: {entry}"))
}
