//! Function, parameter and call-site attributes as MLIR 19 imports them:
//! the ones with an explicit `llvm.func` property (`no_inline`,
//! `frame_pointer`, `target_features`, memory effects, ...), the others as
//! `passthrough` entries; parameter attributes as `llvm.*` entries of the
//! argument and result dictionaries.

use crate::llvm;
use crate::llvm::AnyValue;
use inkwell::attributes::Attribute;
use std::collections::HashMap;

use super::types::{TypeConverter, escape_string};

/// Every enum, integer and type attribute kind LLVM 19 has, by name: the C
/// API maps names to kinds only, so the reverse map is built from this.
const ATTRIBUTE_NAMES: &[&str] = &[
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "coro_elide_safe",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
    "align",
    "alignstack",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "uwtable",
    "vscale_range",
    "byval",
    "byref",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "range",
];

/// LLVM parameter attributes and their names in MLIR argument dictionaries,
/// in MLIR's order (`getAttrKindToNameMapping`).
const PARAM_ATTRIBUTES: &[(&str, &str)] = &[
    ("align", "llvm.align"),
    ("allocalign", "llvm.allocalign"),
    ("allocptr", "llvm.allocptr"),
    ("byref", "llvm.byref"),
    ("byval", "llvm.byval"),
    ("dereferenceable", "llvm.dereferenceable"),
    ("dereferenceable_or_null", "llvm.dereferenceable_or_null"),
    ("inalloca", "llvm.inalloca"),
    ("inreg", "llvm.inreg"),
    ("nest", "llvm.nest"),
    ("noalias", "llvm.noalias"),
    ("nocapture", "llvm.nocapture"),
    ("nofree", "llvm.nofree"),
    ("nonnull", "llvm.nonnull"),
    ("noundef", "llvm.noundef"),
    ("preallocated", "llvm.preallocated"),
    ("readnone", "llvm.readnone"),
    ("readonly", "llvm.readonly"),
    ("returned", "llvm.returned"),
    ("signext", "llvm.signext"),
    ("alignstack", "llvm.alignstack"),
    ("sret", "llvm.sret"),
    ("writeonly", "llvm.writeonly"),
    ("zeroext", "llvm.zeroext"),
];

/// Function attributes MLIR 19 imports as explicit properties rather than
/// passthrough entries.
const EXPLICIT_FUNCTION_ATTRIBUTES: &[&str] = &[
    "aarch64_in_za",
    "aarch64_inout_za",
    "aarch64_new_za",
    "aarch64_out_za",
    "aarch64_preserves_za",
    "aarch64_pstate_sm_body",
    "aarch64_pstate_sm_compatible",
    "aarch64_pstate_sm_enabled",
    "alwaysinline",
    "approx-func-fp-math",
    "convergent",
    "denormal-fp-math",
    "denormal-fp-math-f32",
    "fp-contract",
    "frame-pointer",
    "no-infs-fp-math",
    "no-nans-fp-math",
    "no-signed-zeros-fp-math",
    "noinline",
    "nounwind",
    "optnone",
    "target-features",
    "tune-cpu",
    "unsafe-fp-math",
    "vscale_range",
    "willreturn",
];

/// Attribute kind ids to names.
pub struct AttrKindNames {
    names: HashMap<u32, &'static str>,
}

impl AttrKindNames {
    /// Builds the map from LLVM's kind ids.
    pub fn new() -> Self {
        let mut names = HashMap::new();
        for &name in ATTRIBUTE_NAMES {
            let kind = llvm::get_enum_attribute_kind_for_name(name);
            if kind != 0 {
                names.insert(kind, name);
            }
        }
        AttrKindNames { names }
    }

    /// The name of kind `kind`.
    pub fn name(&self, kind: u32) -> Option<&'static str> {
        self.names.get(&kind).copied()
    }
}

impl Default for AttrKindNames {
    fn default() -> Self {
        Self::new()
    }
}

/// One attribute of an attribute list, read.
pub enum Attr<'ctx> {
    /// An enum or integer attribute: name and integer value.
    Enum(&'static str, u64),
    /// A type attribute.
    Type(&'static str, llvm::AnyType<'ctx>),
    /// A string attribute: key and value.
    Str(String, String),
}

/// The attributes of function `f` at `index` (`u32::MAX`: function, 0:
/// return, 1..: parameters), in LLVM's order.
pub fn function_attributes<'ctx>(
    names: &AttrKindNames,
    f: AnyValue<'ctx>,
    index: u32,
) -> Vec<Attr<'ctx>> {
    read_attributes(names, &llvm::get_attributes_at_index(f, index))
}

fn read_attributes<'ctx>(names: &AttrKindNames, attrs: &[Attribute]) -> Vec<Attr<'ctx>> {
    let mut out = Vec::new();
    for &a in attrs {
        if llvm::is_string_attribute(a) != 0 {
            out.push(Attr::Str(
                llvm::get_string_attribute_kind(a),
                llvm::get_string_attribute_value(a),
            ));
        } else if llvm::is_type_attribute(a) != 0 {
            if let Some(name) = names.name(llvm::get_enum_attribute_kind(a)) {
                out.push(Attr::Type(name, llvm::get_type_attribute_value(a)));
            }
        } else if let Some(name) = names.name(llvm::get_enum_attribute_kind(a)) {
            out.push(Attr::Enum(name, llvm::get_enum_attribute_value(a)));
        }
    }
    out
}

/// `#llvm.memory_effects<...>` of a `memory(...)` encoding, unless it is
/// the default read-write.
pub fn memory_effects(encoding: u64) -> Option<String> {
    let mod_ref = |loc: u32| match (encoding >> (loc * 2)) & 3 {
        0 => "none",
        1 => "read",
        2 => "write",
        _ => "readwrite",
    };
    let (arg, inaccessible, other) = (mod_ref(0), mod_ref(1), mod_ref(2));
    if arg == "readwrite" && inaccessible == "readwrite" && other == "readwrite" {
        return None;
    }
    Some(format!(
        "#llvm.memory_effects<other = {other}, argMem = {arg}, inaccessibleMem = {inaccessible}>"
    ))
}

/// The properties of `llvm.func` coming from function attributes.
pub fn function_attribute_props<'ctx>(
    names: &AttrKindNames,
    f: AnyValue<'ctx>,
    props: &mut Vec<(String, Option<String>)>,
    warnings: &mut Vec<String>,
    loc: &str,
) {
    let attrs = function_attributes(names, f, u32::MAX);
    let mut passthrough = Vec::new();
    let mut str_attr = HashMap::new();
    let mut has = std::collections::HashSet::new();
    for a in &attrs {
        match a {
            Attr::Enum("memory", v) => {
                if let Some(m) = memory_effects(*v) {
                    props.push(("memory".into(), Some(m)));
                }
            }
            Attr::Type(..) => warnings.push(format!(
                "{loc}: warning: type attributes on a function are invalid, skipping it"
            )),
            Attr::Enum(name, v) => {
                has.insert(name.to_string());
                if EXPLICIT_FUNCTION_ATTRIBUTES.contains(name) {
                    continue;
                }
                if is_int_attribute(name) {
                    passthrough.push(format!("[\"{name}\", \"{v}\"]"));
                } else {
                    passthrough.push(format!("\"{name}\""));
                }
            }
            Attr::Str(k, v) => {
                str_attr.insert(k.clone(), v.clone());
                if EXPLICIT_FUNCTION_ATTRIBUTES.contains(&k.as_str()) {
                    continue;
                }
                let k = escape_string(k.as_bytes());
                if v.is_empty() {
                    passthrough.push(format!("\"{k}\""));
                } else {
                    passthrough.push(format!("[\"{k}\", \"{}\"]", escape_string(v.as_bytes())));
                }
            }
        }
    }
    if !passthrough.is_empty() {
        props.push((
            "passthrough".into(),
            Some(format!("[{}]", passthrough.join(", "))),
        ));
    }
    for (attr, prop) in [
        ("noinline", "no_inline"),
        ("alwaysinline", "always_inline"),
        ("optnone", "optimize_none"),
        ("convergent", "convergent"),
        ("nounwind", "no_unwind"),
        ("willreturn", "will_return"),
    ] {
        if has.contains(attr) {
            props.push((prop.into(), None));
        }
    }
    for (attr, prop) in [
        ("aarch64_pstate_sm_enabled", "arm_streaming"),
        ("aarch64_pstate_sm_body", "arm_locally_streaming"),
        ("aarch64_pstate_sm_compatible", "arm_streaming_compatible"),
    ] {
        if str_attr.contains_key(attr) {
            props.push((prop.into(), None));
            break;
        }
    }
    for (attr, prop) in [
        ("aarch64_new_za", "arm_new_za"),
        ("aarch64_in_za", "arm_in_za"),
        ("aarch64_out_za", "arm_out_za"),
        ("aarch64_inout_za", "arm_inout_za"),
        ("aarch64_preserves_za", "arm_preserves_za"),
    ] {
        if str_attr.contains_key(attr) {
            props.push((prop.into(), None));
            break;
        }
    }
    for a in &attrs {
        if let Attr::Enum("vscale_range", v) = a {
            // Encoded as min << 32 | max (max 0: unbounded).
            let min = v >> 32;
            let max = v & 0xffff_ffff;
            props.push((
                "vscale_range".into(),
                Some(format!(
                    "#llvm.vscale_range<minRange = {min} : i32, maxRange = {max} : i32>"
                )),
            ));
        }
    }
    if let Some(fp) = str_attr.get("frame-pointer") {
        props.push((
            "frame_pointer".into(),
            Some(format!("#llvm.framePointerKind<{fp}>")),
        ));
    }
    let string_prop = |k: &str| {
        str_attr
            .get(k)
            .map(|v| format!("\"{}\"", escape_string(v.as_bytes())))
    };
    if let Some(v) = string_prop("target-cpu") {
        props.push(("target_cpu".into(), Some(v)));
    }
    if let Some(v) = string_prop("tune-cpu") {
        props.push(("tune_cpu".into(), Some(v)));
    }
    if let Some(v) = str_attr.get("target-features") {
        let features: Vec<String> = v
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| format!("\"{}\"", escape_string(s.as_bytes())))
            .collect();
        props.push((
            "target_features".into(),
            Some(format!("#llvm.target_features<[{}]>", features.join(", "))),
        ));
    }
    for (attr, prop) in [
        ("unsafe-fp-math", "unsafe_fp_math"),
        ("no-infs-fp-math", "no_infs_fp_math"),
        ("no-nans-fp-math", "no_nans_fp_math"),
        ("approx-func-fp-math", "approx_func_fp_math"),
        ("no-signed-zeros-fp-math", "no_signed_zeros_fp_math"),
    ] {
        if let Some(v) = str_attr.get(attr) {
            props.push((prop.into(), Some((v == "true").to_string())));
        }
    }
    for (attr, prop) in [
        ("denormal-fp-math", "denormal_fp_math"),
        ("denormal-fp-math-f32", "denormal_fp_math_f32"),
        ("fp-contract", "fp_contract"),
    ] {
        if let Some(v) = string_prop(attr) {
            props.push((prop.into(), Some(v)));
        }
    }
}

fn is_int_attribute(name: &str) -> bool {
    matches!(
        name,
        "align"
            | "alignstack"
            | "allockind"
            | "allocsize"
            | "dereferenceable"
            | "dereferenceable_or_null"
            | "memory"
            | "nofpclass"
            | "uwtable"
            | "vscale_range"
    )
}

/// The MLIR dictionary of a parameter's (or the result's) attributes.
pub fn parameter_dictionary<'ctx>(types: &mut TypeConverter<'ctx>, attrs: &[Attr<'ctx>]) -> String {
    let mut entries = Vec::new();
    for (llvm_name, mlir_name) in PARAM_ATTRIBUTES {
        for a in attrs {
            match a {
                Attr::Enum(n, v) if n == llvm_name => {
                    if is_int_attribute(n) {
                        entries.push(format!("{mlir_name} = {v} : i64"));
                    } else {
                        entries.push(mlir_name.to_string());
                    }
                }
                Attr::Type(n, t) if n == llvm_name => {
                    entries.push(format!("{mlir_name} = {}", types.convert(*t)));
                }
                _ => {}
            }
        }
    }
    format!("{{{}}}", entries.join(", "))
}
