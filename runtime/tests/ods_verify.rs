//! The spec verifier engine against `mlir-opt-19`: hand-made `OpSpec`s
//! mirroring MLIR's arith, cf, func, scf, llvm and memref ops (their
//! constraints, attributes and traits as ODS states them), registered with
//! `definition_from_spec`; invalid generic-form inputs parsed and verified;
//! the first diagnostic compared with what
//! `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-on-diagnostic=false`
//! prints for the same input (recorded in `CASES`; when `mlir-opt-19` is on
//! the `PATH`, a test checks the recordings against it).

use dialectic_runtime::ods::segments::{self, Side};
use dialectic_runtime::ods::verify::{check_properties, verify_inherent_attrs, verify_op};
use dialectic_runtime::ods::*;
use dialectic_runtime::registry::{OpHooks, definition_from_spec};
use dialectic_runtime::storage::attributes::AttrKind;
use dialectic_runtime::storage::diagnostics::{DiagLocation, Diagnostic};
use dialectic_runtime::storage::op_error::OpError;
use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::storage::types::{Signedness, TypeKind};
use dialectic_runtime::text::parse;
use dialectic_runtime::verify::{VerifyOptions, verify};
use dialectic_runtime::{Context, Ir, OpId, Type};

// ---------------------------------------------------------------------------
// Constraints, as the `.td` files state them.

const SIGNLESS: Pred = Pred::IntegerType {
    width: 0,
    signedness: SignednessReq::Signless,
};
const I1_PRED: Pred = Pred::IntegerType {
    width: 1,
    signedness: SignednessReq::Signless,
};
const I32_PRED: Pred = Pred::IntegerType {
    width: 32,
    signedness: SignednessReq::Signless,
};
const I64_PRED: Pred = Pred::IntegerType {
    width: 64,
    signedness: SignednessReq::Signless,
};
const SIGNLESS_OR_INDEX: Pred = Pred::Or(&[SIGNLESS, Pred::IndexType]);
const ANY_FLOAT: Pred = Pred::FloatType(None);

/// `TypeOrContainer<T>`: `T`, or a vector (any rank) or tensor of `T`.
const fn type_or_container(p: &'static Pred) -> [Pred; 3] {
    [
        *p,
        Pred::VectorType {
            element: p,
            any_rank: true,
        },
        Pred::TensorType(p),
    ]
}

const SIGNLESS_INTEGER_LIKE: Constraint = Constraint {
    pred: Pred::Or(&type_or_container(&SIGNLESS_OR_INDEX)),
    summary: "signless-integer-like",
};
const BOOL_LIKE: Constraint = Constraint {
    pred: Pred::Or(&type_or_container(&I1_PRED)),
    summary: "bool-like",
};
const FLOAT_LIKE: Constraint = Constraint {
    pred: Pred::Or(&type_or_container(&ANY_FLOAT)),
    summary: "floating-point-like",
};
const ANY_TYPE: Constraint = Constraint {
    pred: Pred::True,
    summary: "any type",
};
const VARIADIC_ANY: Constraint = Constraint {
    pred: Pred::True,
    summary: "variadic of any type",
};
const I1: Constraint = Constraint {
    pred: I1_PRED,
    summary: "1-bit signless integer",
};
const ANY_INTEGER: Constraint = Constraint {
    pred: Pred::IntegerType {
        width: 0,
        signedness: SignednessReq::Any,
    },
    summary: "integer",
};
const INDEX: Constraint = Constraint {
    pred: Pred::IndexType,
    summary: "index",
};
const VARIADIC_INDEX: Constraint = Constraint {
    pred: Pred::IndexType,
    summary: "variadic of index",
};
const FUNCTION_TYPE: Constraint = Constraint {
    pred: Pred::FunctionType,
    summary: "function type",
};
const STRIDED_MEMREF: Constraint = Constraint {
    pred: Pred::MemRefType(&Pred::True),
    summary: "strided memref of any type values",
};
const STRIDED_MEMREF_RANK_0: Constraint = Constraint {
    pred: Pred::And(&[
        Pred::MemRefType(&Pred::True),
        Pred::HasRank,
        Pred::Not(&Pred::RankAtLeast(1)),
    ]),
    summary: "strided memref of any type values of rank 0",
};

const fn operand(
    name: &'static str,
    kind: ValueKind,
    constraint: &'static Constraint,
) -> ValueSpec {
    ValueSpec {
        name,
        kind,
        constraint,
        build_type: None,
    }
}

const fn property(
    name: &'static str,
    constraint: &'static Constraint,
    optional: bool,
    storage: Pred,
) -> AttrSpec {
    AttrSpec {
        name,
        constraint,
        optional,
        default: None,
        property: true,
        value_type: None,
        storage: Some(storage),
    }
}

const fn region(name: &'static str, blocks: Option<u32>, summary: &'static str) -> RegionSpec {
    RegionSpec {
        name,
        variadic: false,
        blocks,
        summary,
    }
}

const fn successor(name: &'static str, variadic: bool) -> SuccessorSpec {
    SuccessorSpec { name, variadic }
}

const fn op(name: &'static str) -> OpSpec {
    OpSpec {
        name,
        operands: &[],
        attributes: &[],
        attribute_order: &[],
        results: &[],
        regions: &[],
        successors: &[],
        traits: OpTraits::NONE,
        relations: &[],
        format: None,
        interfaces: &[],
        source: "tests/ods_verify.rs",
    }
}

// ---------------------------------------------------------------------------
// Type transforms.

/// MLIR's `getI1SameShape`.
fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.i1_type();
    let kind = match ctx.type_kind(ty).clone() {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape,
            scalable,
            element: i1,
        },
        TypeKind::RankedTensor { shape, .. } => TypeKind::RankedTensor {
            shape,
            element: i1,
            encoding: None,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: i1 },
        _ => return i1,
    };
    ctx.intern_type(kind)
}

fn function_inputs(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { inputs, .. } => ctx.intern_type(TypeKind::Tuple(inputs)),
        _ => ty,
    }
}

fn function_results(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { results, .. } => ctx.intern_type(TypeKind::Tuple(results)),
        _ => ty,
    }
}

// ---------------------------------------------------------------------------
// Ops.

const OVERFLOW_FLAGS: Constraint = Constraint {
    pred: Pred::DialectAttr {
        dialect: "arith",
        mnemonic: "overflow",
    },
    summary: "Integer overflow arith flags",
};
const FASTMATH: Constraint = Constraint {
    pred: Pred::DialectAttr {
        dialect: "arith",
        mnemonic: "fastmath",
    },
    summary: "Floating point fast math flags",
};

static ADDI: OpSpec = OpSpec {
    operands: &[
        operand("lhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
        operand("rhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
    ],
    attributes: &[property(
        "overflowFlags",
        &OVERFLOW_FLAGS,
        true,
        OVERFLOW_FLAGS.pred,
    )],
    results: &[operand("result", ValueKind::Single, &SIGNLESS_INTEGER_LIKE)],
    relations: &[
        TraitSpec::SameOperandsAndResultType,
        TraitSpec::Elementwise,
        TraitSpec::InferTypeOpInterface,
    ],
    ..op("arith.addi")
};

static ADDUI_EXTENDED: OpSpec = OpSpec {
    operands: &[
        operand("lhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
        operand("rhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
    ],
    results: &[
        operand("sum", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
        operand("overflow", ValueKind::Single, &BOOL_LIKE),
    ],
    relations: &[TraitSpec::AllTypesMatch(
        &["lhs", "rhs", "sum"],
        "all of {lhs, rhs, sum} have same type",
    )],
    ..op("arith.addui_extended")
};

const CMPI_PREDICATE: Constraint = Constraint {
    pred: Pred::And(&[
        Pred::IntegerAttr(&I64_PRED),
        Pred::IntOneOf(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    ]),
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
};

static CMPI: OpSpec = OpSpec {
    operands: &[
        operand("lhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
        operand("rhs", ValueKind::Single, &SIGNLESS_INTEGER_LIKE),
    ],
    attributes: &[property(
        "predicate",
        &CMPI_PREDICATE,
        false,
        CMPI_PREDICATE.pred,
    )],
    results: &[operand("result", ValueKind::Single, &BOOL_LIKE)],
    relations: &[
        TraitSpec::TypesMatchWith {
            summary: "result type has i1 element type and same shape as operands",
            lhs: "lhs",
            rhs: "result",
            transform: i1_same_shape,
        },
        TraitSpec::SameTypeOperands,
        TraitSpec::Elementwise,
        TraitSpec::InferTypeOpInterface,
    ],
    ..op("arith.cmpi")
};

static SELECT: OpSpec = OpSpec {
    operands: &[
        operand("condition", ValueKind::Single, &BOOL_LIKE),
        operand("true_value", ValueKind::Single, &ANY_TYPE),
        operand("false_value", ValueKind::Single, &ANY_TYPE),
    ],
    results: &[operand("result", ValueKind::Single, &ANY_TYPE)],
    relations: &[
        TraitSpec::AllTypesMatch(
            &["true_value", "false_value", "result"],
            "all of {true_value, false_value, result} have same type",
        ),
        TraitSpec::PredOpTrait {
            summary: "condition is signless i1 or has matching shape",
            pred: OpPred::Or(&[
                OpPred::TypeIs("condition", &I1),
                OpPred::AllMatch(&["condition", "result"], ValueProperty::Shape),
            ]),
        },
        TraitSpec::Elementwise,
        TraitSpec::InferTypeOpInterface,
    ],
    ..op("arith.select")
};

const TYPED_ATTR: Constraint = Constraint {
    pred: Pred::TypedAttr,
    summary: "TypedAttr instance",
};

static CONSTANT: OpSpec = OpSpec {
    attributes: &[property("value", &TYPED_ATTR, false, Pred::TypedAttr)],
    results: &[operand("result", ValueKind::Single, &ANY_TYPE)],
    relations: &[
        TraitSpec::AllTypesMatch(
            &["value", "result"],
            "all of {value, result} have same type",
        ),
        TraitSpec::InferTypeOpInterface,
    ],
    ..op("arith.constant")
};

static EXTF: OpSpec = OpSpec {
    operands: &[operand("in", ValueKind::Single, &FLOAT_LIKE)],
    attributes: &[property("fastmath", &FASTMATH, true, FASTMATH.pred)],
    results: &[operand("out", ValueKind::Single, &FLOAT_LIKE)],
    relations: &[
        TraitSpec::PredOpTrait {
            summary: "input and output have the same tensor dimensions",
            pred: OpPred::AllMatch(&["in", "out"], ValueProperty::TensorShape),
        },
        TraitSpec::SameOperandsAndResultShape,
        TraitSpec::Elementwise,
    ],
    ..op("arith.extf")
};

static BR: OpSpec = OpSpec {
    operands: &[operand("destOperands", ValueKind::Variadic, &VARIADIC_ANY)],
    successors: &[successor("dest", false)],
    traits: OpTraits::TERMINATOR,
    ..op("cf.br")
};

static COND_BR: OpSpec = OpSpec {
    operands: &[
        operand("condition", ValueKind::Single, &I1),
        operand("trueDestOperands", ValueKind::Variadic, &VARIADIC_ANY),
        operand("falseDestOperands", ValueKind::Variadic, &VARIADIC_ANY),
    ],
    successors: &[successor("trueDest", false), successor("falseDest", false)],
    traits: OpTraits::TERMINATOR,
    relations: &[TraitSpec::AttrSizedOperandSegments],
    ..op("cf.cond_br")
};

const INT_ELEMENTS: Constraint = Constraint {
    pred: Pred::And(&[
        Pred::ElementsAttr,
        Pred::Rust(|ctx, s| match s {
            Subject::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::DenseElements { ty, .. } => ctx
                    .element_type(*ty)
                    .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. })),
                _ => false,
            },
            Subject::Type(_) => false,
        }),
    ]),
    summary: "integer elements attribute",
};
const DENSE_I32_ARRAY: Constraint = Constraint {
    pred: Pred::DenseArrayAttr(&I32_PRED),
    summary: "i32 dense array attribute",
};

static SWITCH: OpSpec = OpSpec {
    operands: &[
        operand("flag", ValueKind::Single, &ANY_INTEGER),
        operand("defaultOperands", ValueKind::Variadic, &VARIADIC_ANY),
        operand(
            "caseOperands",
            ValueKind::VariadicOfVariadic {
                segment_attr: "case_operand_segments",
            },
            &VARIADIC_ANY,
        ),
    ],
    attributes: &[
        property("case_values", &INT_ELEMENTS, true, INT_ELEMENTS.pred),
        property(
            "case_operand_segments",
            &DENSE_I32_ARRAY,
            false,
            DENSE_I32_ARRAY.pred,
        ),
    ],
    successors: &[
        successor("defaultDestination", false),
        successor("caseDestinations", true),
    ],
    traits: OpTraits::TERMINATOR,
    relations: &[TraitSpec::AttrSizedOperandSegments],
    ..op("cf.switch")
};

static RETURN: OpSpec = OpSpec {
    operands: &[operand("operands", ValueKind::Variadic, &VARIADIC_ANY)],
    traits: OpTraits::TERMINATOR,
    relations: &[TraitSpec::HasParent(&["func.func"])],
    ..op("func.return")
};

const STRING_ATTR: Constraint = Constraint {
    pred: Pred::StringAttr,
    summary: "string attribute",
};
const FUNCTION_TYPE_ATTR: Constraint = Constraint {
    pred: Pred::TypeAttr(&Pred::FunctionType),
    summary: "type attribute of function type",
};
const DICT_ARRAY: Constraint = Constraint {
    pred: Pred::ArrayAttr(&Pred::DictionaryAttr),
    summary: "Array of dictionary attributes",
};
const FLAT_SYMBOL_REF: Constraint = Constraint {
    pred: Pred::FlatSymbolRefAttr,
    summary: "flat symbol reference attribute",
};

static FUNC: OpSpec = OpSpec {
    attributes: &[
        property("sym_name", &STRING_ATTR, false, Pred::StringAttr),
        property(
            "function_type",
            &FUNCTION_TYPE_ATTR,
            false,
            Pred::TypeAttr(&Pred::True),
        ),
        property("sym_visibility", &STRING_ATTR, true, Pred::StringAttr),
        property("arg_attrs", &DICT_ARRAY, true, Pred::ArrayAttr(&Pred::True)),
        property("res_attrs", &DICT_ARRAY, true, Pred::ArrayAttr(&Pred::True)),
    ],
    regions: &[region("body", None, "any region")],
    traits: OpTraits::ISOLATED_FROM_ABOVE.union(OpTraits::SYMBOL),
    ..op("func.func")
};

static CALL: OpSpec = OpSpec {
    operands: &[operand("operands", ValueKind::Variadic, &VARIADIC_ANY)],
    attributes: &[property(
        "callee",
        &FLAT_SYMBOL_REF,
        false,
        Pred::FlatSymbolRefAttr,
    )],
    results: &[operand("", ValueKind::Variadic, &VARIADIC_ANY)],
    ..op("func.call")
};

static CALL_INDIRECT: OpSpec = OpSpec {
    operands: &[
        operand("callee", ValueKind::Single, &FUNCTION_TYPE),
        operand("callee_operands", ValueKind::Variadic, &VARIADIC_ANY),
    ],
    results: &[operand("results", ValueKind::Variadic, &VARIADIC_ANY)],
    relations: &[
        TraitSpec::TypesMatchWith {
            summary: "callee input types match argument types",
            lhs: "callee",
            rhs: "callee_operands",
            transform: function_inputs,
        },
        TraitSpec::TypesMatchWith {
            summary: "callee result types match result types",
            lhs: "callee",
            rhs: "results",
            transform: function_results,
        },
    ],
    ..op("func.call_indirect")
};

/// scf.if's own verifier (part of it).
fn verify_if(_: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
    let no_else = ir.regions(op).get(1).is_none_or(|&r| ir.region_is_empty(r));
    if ir.num_results(op) != 0 && no_else {
        return Err("must have an else block if defining values".into());
    }
    Ok(())
}

static IF: OpSpec = OpSpec {
    operands: &[operand("condition", ValueKind::Single, &I1)],
    results: &[operand("results", ValueKind::Variadic, &VARIADIC_ANY)],
    regions: &[
        region("thenRegion", Some(1), "region with 1 blocks"),
        region("elseRegion", None, "region with at most 1 blocks"),
    ],
    traits: OpTraits::SINGLE_BLOCK.union(OpTraits::NO_REGION_ARGUMENTS),
    relations: &[TraitSpec::SingleBlockImplicitTerminator("scf.yield")],
    ..op("scf.if")
};

static YIELD: OpSpec = OpSpec {
    operands: &[operand("results", ValueKind::Variadic, &VARIADIC_ANY)],
    traits: OpTraits::TERMINATOR,
    relations: &[TraitSpec::HasParent(&[
        "scf.execute_region",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.while",
    ])],
    ..op("scf.yield")
};

static LLVM_RETURN: OpSpec = OpSpec {
    operands: &[operand("arg", ValueKind::Optional, &ANY_TYPE)],
    traits: OpTraits::TERMINATOR,
    ..op("llvm.return")
};

static STRIDED_METADATA: OpSpec = OpSpec {
    operands: &[operand("source", ValueKind::Single, &STRIDED_MEMREF)],
    results: &[
        operand("base_buffer", ValueKind::Single, &STRIDED_MEMREF_RANK_0),
        operand("offset", ValueKind::Single, &INDEX),
        operand("sizes", ValueKind::Variadic, &VARIADIC_INDEX),
        operand("strides", ValueKind::Variadic, &VARIADIC_INDEX),
    ],
    relations: &[TraitSpec::SameVariadicResultSize],
    ..op("memref.extract_strided_metadata")
};

const ASYNC_TOKEN_PRED: Pred = Pred::DialectType {
    dialect: "gpu",
    mnemonic: "async.token",
};
const VARIADIC_ASYNC_TOKEN: Constraint = Constraint {
    pred: ASYNC_TOKEN_PRED,
    summary: "variadic of async token type",
};
const ASYNC_TOKEN: Constraint = Constraint {
    pred: ASYNC_TOKEN_PRED,
    summary: "async token type",
};
const ANY_MEMREF: Constraint = Constraint {
    pred: Pred::MemRefType(&Pred::True),
    summary: "memref of any type values",
};

static MEMSET: OpSpec = OpSpec {
    operands: &[
        operand(
            "asyncDependencies",
            ValueKind::Variadic,
            &VARIADIC_ASYNC_TOKEN,
        ),
        operand("dst", ValueKind::Single, &ANY_MEMREF),
        operand("value", ValueKind::Single, &ANY_TYPE),
    ],
    results: &[operand("asyncToken", ValueKind::Optional, &ASYNC_TOKEN)],
    relations: &[TraitSpec::AllElementTypesMatch(
        &["dst", "value"],
        "all of {dst, value} have same element type",
    )],
    ..op("gpu.memset")
};

const ELEMENTS_ATTR: Constraint = Constraint {
    pred: Pred::ElementsAttr,
    summary: "constant vector/tensor attribute",
};
const ANY_TENSOR: Constraint = Constraint {
    pred: Pred::TensorType(&Pred::True),
    summary: "tensor of number values",
};

static TOSA_CONST: OpSpec = OpSpec {
    attributes: &[property("value", &ELEMENTS_ATTR, false, Pred::ElementsAttr)],
    results: &[operand("output", ValueKind::Single, &ANY_TENSOR)],
    relations: &[TraitSpec::AllShapesMatch(
        &["value", "output"],
        "all of {value, output} have same shape",
    )],
    ..op("tosa.const")
};

const RANKED_OR_UNRANKED_MEMREF: Constraint = Constraint {
    pred: Pred::MemRefType(&Pred::True),
    summary: "ranked or unranked memref of any type values",
};

static MEMREF_COPY: OpSpec = OpSpec {
    operands: &[
        operand("source", ValueKind::Single, &RANKED_OR_UNRANKED_MEMREF),
        operand("target", ValueKind::Single, &RANKED_OR_UNRANKED_MEMREF),
    ],
    relations: &[
        TraitSpec::SameOperandsElementType,
        TraitSpec::SameOperandsShape,
    ],
    ..op("memref.copy")
};

const ANY_VECTOR_OF_ANY_RANK: Constraint = Constraint {
    pred: Pred::VectorType {
        element: &Pred::True,
        any_rank: true,
    },
    summary: "vector of any type values",
};

static VECTOR_BITCAST: OpSpec = OpSpec {
    operands: &[operand(
        "source",
        ValueKind::Single,
        &ANY_VECTOR_OF_ANY_RANK,
    )],
    results: &[operand(
        "result",
        ValueKind::Single,
        &ANY_VECTOR_OF_ANY_RANK,
    )],
    relations: &[TraitSpec::AllRanksMatch(
        &["source", "result"],
        "all of {source, result} have same rank",
    )],
    ..op("vector.bitcast")
};

static SPECS: &[&OpSpec] = &[
    &ADDI,
    &ADDUI_EXTENDED,
    &CMPI,
    &SELECT,
    &CONSTANT,
    &EXTF,
    &BR,
    &COND_BR,
    &SWITCH,
    &RETURN,
    &FUNC,
    &CALL,
    &CALL_INDIRECT,
    &IF,
    &YIELD,
    &LLVM_RETURN,
    &STRIDED_METADATA,
    &MEMSET,
    &TOSA_CONST,
    &MEMREF_COPY,
    &VECTOR_BITCAST,
];

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    for &spec in SPECS {
        // `scf.if` has a verifier of its own.
        let hooks = match spec.name {
            "scf.if" => OpHooks {
                verify: Some(verify_if),
                ..OpHooks::NONE
            },
            _ => OpHooks::NONE,
        };
        ctx.register_op(definition_from_spec(spec, None, hooks));
    }
    ctx
}

fn place(d: &Diagnostic) -> String {
    match &d.location {
        DiagLocation::Place(p) => format!("{}:{}", p.line, p.col),
        DiagLocation::Other(s) => s.clone(),
    }
}

/// The first diagnostic of parsing and verifying `src`, as
/// `line:col: error: message` lines followed by its notes.
fn diagnose(src: &str) -> Vec<String> {
    let ctx = context();
    let mut ir = Ir::new();
    let top = match parse::parse_source_with_diagnostic(&ctx, &mut ir, "<stdin>", src) {
        Ok(top) => top,
        Err(d) => return vec![format!("{}: error: {} (parse)", place(&d), d.message)],
    };
    match verify(
        &ctx,
        &ir,
        top,
        VerifyOptions {
            print_op_on_diagnostic: false,
            ..Default::default()
        },
    ) {
        Ok(()) => Vec::new(),
        Err(d) => std::iter::once(format!("{}: error: {}", place(&d), d.message))
            .chain(
                d.notes
                    .iter()
                    .map(|n| format!("{}: note: {}", place(n), n.message)),
            )
            .collect(),
    }
}

// ---------------------------------------------------------------------------
// The cases and what `mlir-opt-19` prints for them.

const CASES: &[(&str, &str, &[&str])] = &[
    (
        "addi_operand_type",
        r#"%f = "test.f32"() : () -> f32
%0 = "arith.addi"(%f, %f) : (f32, f32) -> f32
"#,
        &[r#"2:6: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"#],
    ),
    (
        "addi_operand1_type",
        r#"%a = "test.i32"() : () -> i32
%f = "test.f32"() : () -> f32
%0 = "arith.addi"(%a, %f) : (i32, f32) -> i32
"#,
        &[r#"3:6: error: 'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'"#],
    ),
    (
        "addi_result_type",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
"#,
        &[r#"2:6: error: 'arith.addi' op result #0 must be signless-integer-like, but got 'f32'"#],
    ),
    (
        "addi_same_type",
        r#"%a = "test.i32"() : () -> i32
%b = "test.i64"() : () -> i64
%0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
"#,
        &[r#"3:6: error: 'arith.addi' op requires the same type for all operands and results"#],
    ),
    (
        "addi_three_operands",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
"#,
        &[r#"2:6: error: 'arith.addi' op expected 2 operands, but found 3"#],
    ),
    (
        "addi_one_operand",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a) : (i32) -> i32
"#,
        &[r#"2:6: error: 'arith.addi' op expected 2 operands, but found 1"#],
    ),
    (
        "addi_no_result",
        r#"%a = "test.i32"() : () -> i32
"arith.addi"(%a, %a) : (i32, i32) -> ()
"#,
        &[r#"2:1: error: 'arith.addi' op requires one result"#],
    ),
    (
        "addi_two_results",
        r#"%a = "test.i32"() : () -> i32
%0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
"#,
        &[r#"2:8: error: 'arith.addi' op requires one result"#],
    ),
    (
        "addi_region",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a) ({}) : (i32, i32) -> i32
"#,
        &[r#"2:6: error: 'arith.addi' op requires zero regions"#],
    ),
    (
        "addi_overflow_storage",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
"#,
        &[
            r#"2:6: error: invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32 (parse)"#,
        ],
    ),
    (
        "addi_properties_not_dict",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a) <[1]> : (i32, i32) -> i32
"#,
        &[
            r#"2:6: error: invalid properties [1] for op arith.addi: expected DictionaryAttr to set properties (parse)"#,
        ],
    ),
    (
        "addi_index_ok",
        r#"%a = "test.index"() : () -> index
%0 = "arith.addi"(%a, %a) : (index, index) -> index
"#,
        &[],
    ),
    (
        "addi_vector_tensor",
        r#"%a = "test.v"() : () -> vector<4xi32>
%0 = "arith.addi"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> tensor<4xi32>
"#,
        &[
            r#"2:6: error: 'arith.addi' op all non-scalar operands/results must have the same shape and base type"#,
        ],
    ),
    (
        "addi_dynamic_operand",
        r#"%a = "test.t"() : () -> tensor<?xi32>
%b = "test.t"() : () -> tensor<4xi32>
%0 = "arith.addi"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> tensor<4xi32>
"#,
        &[
            r#"3:6: error: 'arith.addi' op inferred type(s) 'tensor<?xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'"#,
        ],
    ),
    (
        "addi_unranked_ok",
        r#"%a = "test.t"() : () -> tensor<*xi32>
%0 = "arith.addi"(%a, %a) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
"#,
        &[],
    ),
    (
        "addi_tensor_of_float",
        r#"%a = "test.t"() : () -> tensor<4xf32>
%0 = "arith.addi"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
"#,
        &[
            r#"2:6: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'"#,
        ],
    ),
    (
        "addi_memref",
        r#"%a = "test.t"() : () -> memref<4xi32>
%0 = "arith.addi"(%a, %a) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
"#,
        &[
            r#"2:6: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'memref<4xi32>'"#,
        ],
    ),
    (
        "addi_signed",
        r#"%a = "test.t"() : () -> si32
%0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
"#,
        &[
            r#"2:6: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'"#,
        ],
    ),
    (
        "cmpi_missing_predicate",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
"#,
        &[r#"2:6: error: 'arith.cmpi' op requires attribute 'predicate'"#],
    ),
    (
        "cmpi_predicate_out_of_range",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
"#,
        &[
            r#"2:6: error: invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64 (parse)"#,
        ],
    ),
    (
        "cmpi_predicate_i32",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i32}> : (i32, i32) -> i1
"#,
        &[
            r#"2:6: error: invalid properties {predicate = 2 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 2 : i32 (parse)"#,
        ],
    ),
    (
        "cmpi_predicate_string",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = "slt"}> : (i32, i32) -> i1
"#,
        &[
            r#"2:6: error: invalid properties {predicate = "slt"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "slt" (parse)"#,
        ],
    ),
    (
        "cmpi_result_type",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
"#,
        &[r#"2:6: error: 'arith.cmpi' op result #0 must be bool-like, but got 'i32'"#],
    ),
    (
        "cmpi_result_shape",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> vector<4xi1>
"#,
        &[
            r#"2:6: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands"#,
        ],
    ),
    (
        "cmpi_operand_types_differ",
        r#"%a = "test.i32"() : () -> i32
%b = "test.i64"() : () -> i64
%0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1
"#,
        &[r#"3:6: error: 'arith.cmpi' op requires all operands to have the same type"#],
    ),
    (
        "cmpi_float_operand",
        r#"%f = "test.f32"() : () -> f32
%0 = "arith.cmpi"(%f, %f) <{predicate = 0 : i64}> : (f32, f32) -> i1
"#,
        &[r#"2:6: error: 'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'"#],
    ),
    (
        "cmpi_vector_ok",
        r#"%a = "test.v"() : () -> vector<4xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
"#,
        &[],
    ),
    (
        "cmpi_zero_d_ok",
        r#"%a = "test.v"() : () -> vector<i32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (vector<i32>, vector<i32>) -> vector<i1>
"#,
        &[],
    ),
    (
        "cmpi_scalable_ok",
        r#"%a = "test.v"() : () -> vector<[4]xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi1>
"#,
        &[],
    ),
    (
        "cmpi_scalable_mismatch",
        r#"%a = "test.v"() : () -> vector<[4]xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<4xi1>
"#,
        &[
            r#"2:6: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands"#,
        ],
    ),
    (
        "select_types",
        r#"%c = "test.i1"() : () -> i1
%a = "test.i32"() : () -> i32
%b = "test.i64"() : () -> i64
%0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
"#,
        &[
            r#"4:6: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type"#,
        ],
    ),
    (
        "select_condition_shape",
        r#"%c = "test.v"() : () -> vector<4xi1>
%a = "test.v"() : () -> vector<8xi32>
%0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
"#,
        &[
            r#"3:6: error: 'arith.select' op failed to verify that condition is signless i1 or has matching shape"#,
        ],
    ),
    (
        "select_condition_type",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
"#,
        &[r#"2:6: error: 'arith.select' op operand #0 must be bool-like, but got 'i32'"#],
    ),
    (
        "select_vector_ok",
        r#"%c = "test.v"() : () -> vector<4xi1>
%a = "test.v"() : () -> vector<4xi32>
%0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
"#,
        &[],
    ),
    (
        "constant_missing_value",
        r#"%0 = "arith.constant"() : () -> i32
"#,
        &[r#"1:6: error: 'arith.constant' op requires attribute 'value'"#],
    ),
    (
        "constant_type_mismatch",
        r#"%0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
"#,
        &[
            r#"1:6: error: 'arith.constant' op failed to verify that all of {value, result} have same type"#,
        ],
    ),
    (
        "constant_untyped_value",
        r#"%0 = "arith.constant"() <{value = [1]}> : () -> i32
"#,
        &[
            r#"1:6: error: invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1] (parse)"#,
        ],
    ),
    (
        "constant_string_value",
        r#"%0 = "arith.constant"() <{value = "x"}> : () -> i32
"#,
        &[
            r#"1:6: error: 'arith.constant' op failed to verify that all of {value, result} have same type"#,
        ],
    ),
    (
        "constant_ok",
        r#"%0 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
"#,
        &[],
    ),
    (
        "extf_operand_type",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.extf"(%a) : (i32) -> f64
"#,
        &[r#"2:6: error: 'arith.extf' op operand #0 must be floating-point-like, but got 'i32'"#],
    ),
    (
        "extf_vector_shape",
        r#"%a = "test.v"() : () -> vector<4xf16>
%0 = "arith.extf"(%a) : (vector<4xf16>) -> vector<8xf32>
"#,
        &[r#"2:6: error: 'arith.extf' op requires the same shape for all operands and results"#],
    ),
    (
        "extf_tensor_dims",
        r#"%a = "test.t"() : () -> tensor<4xf16>
%0 = "arith.extf"(%a) : (tensor<4xf16>) -> tensor<8xf32>
"#,
        &[
            r#"2:6: error: 'arith.extf' op failed to verify that input and output have the same tensor dimensions"#,
        ],
    ),
    (
        "extf_fastmath_storage",
        r#"%a = "test.f16"() : () -> f16
%0 = "arith.extf"(%a) <{fastmath = 1 : i32}> : (f16) -> f32
"#,
        &[
            r#"2:6: error: invalid properties {fastmath = 1 : i32} for op arith.extf: Invalid attribute `fastmath` in property conversion: 1 : i32 (parse)"#,
        ],
    ),
    (
        "condbr_missing_segments",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"4:3: error: 'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"#,
        ],
    ),
    (
        "condbr_segments_size",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"4:3: error: invalid properties {operandSegmentSizes = array<i32: 1, 1>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3 (parse)"#,
        ],
    ),
    (
        "condbr_segments_total",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"4:3: error: 'cf.cond_br' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'"#,
        ],
    ),
    (
        "condbr_segments_negative",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, -1, 2>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"4:3: error: 'cf.cond_br' op 'operandSegmentSizes' attribute cannot have negative elements"#,
        ],
    ),
    (
        "condbr_segments_i64",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i64: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"4:3: error: invalid properties {operandSegmentSizes = array<i64: 1, 1, 0>} for op cf.cond_br: expected DenseI32ArrayAttr for key `value` (parse)"#,
        ],
    ),
    (
        "condbr_segments_alias_ok",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operand_segment_sizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[],
    ),
    (
        "condbr_condition_type",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
^bb2:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: 'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'"#,
        ],
    ),
    (
        "condbr_one_successor",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"3:3: error: 'cf.cond_br' op requires 2 successors but found 1"#],
    ),
    (
        "condbr_no_operands",
        r#""test.region"() ({
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"2:3: error: 'cf.cond_br' op expected 1 or more operands, but found 0"#],
    ),
    (
        "condbr_result",
        r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %0 = "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> i32
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"3:8: error: 'cf.cond_br' op requires zero results"#],
    ),
    (
        "br_no_successor",
        r#""test.region"() ({
  "cf.br"() : () -> ()
}) : () -> ()
"#,
        &[r#"2:3: error: 'cf.br' op requires 1 successor but found 0"#],
    ),
    (
        "br_two_successors",
        r#""test.region"() ({
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"2:3: error: 'cf.br' op requires 1 successor but found 2"#],
    ),
    (
        "switch_missing_segments_attr",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"3:3: error: 'cf.switch' op requires attribute 'case_operand_segments'"#],
    ),
    (
        "switch_case_operands_count",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1(%x: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: 'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'"#,
        ],
    ),
    (
        "switch_flag_type",
        r#""test.region"() ({
  %f = "test.f32"() : () -> f32
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[r#"3:3: error: 'cf.switch' op operand #0 must be integer, but got 'f32'"#],
    ),
    (
        "switch_no_successors",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}) : () -> ()
"#,
        &[r#"3:3: error: 'cf.switch' op requires at least 1 successors but found 0"#],
    ),
    (
        "switch_case_values_storage",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, case_values = [1], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: invalid properties {case_operand_segments = array<i32>, case_values = [1], operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_values` in property conversion: [1] (parse)"#,
        ],
    ),
    (
        "switch_segments_storage",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a)[^bb1] <{case_operand_segments = [1], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: invalid properties {case_operand_segments = [1], operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.switch: Invalid attribute `case_operand_segments` in property conversion: [1] (parse)"#,
        ],
    ),
    (
        "switch_segments_negative",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a, %a)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: 'cf.switch' op 'case_operand_segments' attribute cannot have negative elements"#,
        ],
    ),
    (
        "return_parent",
        r#""test.region"() ({
  "func.return"() : () -> ()
}) : () -> ()
"#,
        &[r#"2:3: error: 'func.return' op expects parent op 'func.func'"#],
    ),
    (
        "yield_parent",
        r#""test.region"() ({
  "scf.yield"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"2:3: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"#,
        ],
    ),
    (
        "if_empty_then",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({}, {}) : (i1) -> ()
"#,
        &[
            r#"2:1: error: 'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks"#,
        ],
    ),
    (
        "if_one_region",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}) : (i1) -> ()
"#,
        &[r#"2:1: error: 'scf.if' op expected 2 regions"#],
    ),
    (
        "if_wrong_terminator",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
  "test.end"() : () -> ()
}, {}) : (i1) -> ()
"#,
        &[
            r#"2:1: error: 'scf.if' op expects regions to end with 'scf.yield', found 'test.end'"#,
            r#"2:1: note: in custom textual format, the absence of terminator implies 'scf.yield'"#,
        ],
    ),
    (
        "if_condition_type",
        r#"%a = "test.i32"() : () -> i32
"scf.if"(%a) ({
  "scf.yield"() : () -> ()
}, {}) : (i32) -> ()
"#,
        &[r#"2:1: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'"#],
    ),
    (
        "if_two_blocks",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
^bb1:
  "scf.yield"() : () -> ()
}, {}) : (i1) -> ()
"#,
        &[r#"2:1: error: 'scf.if' op expects region #0 to have 0 or 1 blocks"#],
    ),
    (
        "if_region_args",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
^bb0(%x: i32):
  "scf.yield"() : () -> ()
}, {}) : (i1) -> ()
"#,
        &[r#"2:1: error: 'scf.if' op region #0 should have no arguments"#],
    ),
    (
        "func_missing_attrs",
        r#""func.func"() ({
}) : () -> ()
"#,
        &[r#"1:1: error: 'func.func' op requires attribute 'function_type'"#],
    ),
    (
        "func_missing_sym_name",
        r#""func.func"() <{function_type = () -> ()}> ({
}) : () -> ()
"#,
        &[r#"1:1: error: 'func.func' op requires attribute 'sym_name'"#],
    ),
    (
        "func_sym_name_storage",
        r#""func.func"() <{function_type = () -> (), sym_name = 1 : i64}> ({
}) : () -> ()
"#,
        &[
            r#"1:1: error: invalid properties {function_type = () -> (), sym_name = 1 : i64} for op func.func: Invalid attribute `sym_name` in property conversion: 1 : i64 (parse)"#,
        ],
    ),
    (
        "func_type_constraint",
        r#""func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()
"#,
        &[
            r#"1:1: error: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"#,
        ],
    ),
    (
        "func_two_regions",
        r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
}, {
}) : () -> ()
"#,
        &[r#"1:1: error: 'func.func' op requires one region"#],
    ),
    (
        "func_arg_attrs_constraint",
        r#""func.func"() <{arg_attrs = [1], function_type = () -> (), sym_name = "f"}> ({
}) : () -> ()
"#,
        &[
            r#"1:1: error: 'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes"#,
        ],
    ),
    (
        "func_visibility_storage",
        r#""func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 1 : i64}> ({
}) : () -> ()
"#,
        &[
            r#"1:1: error: invalid properties {function_type = () -> (), sym_name = "f", sym_visibility = 1 : i64} for op func.func: Invalid attribute `sym_visibility` in property conversion: 1 : i64 (parse)"#,
        ],
    ),
    (
        "call_missing_callee",
        r#""test.region"() ({
  "func.call"() : () -> ()
}) : () -> ()
"#,
        &[r#"2:3: error: 'func.call' op requires attribute 'callee'"#],
    ),
    (
        "call_nested_callee",
        r#""test.region"() ({
  "func.call"() <{callee = @a::@b}> : () -> ()
}) : () -> ()
"#,
        &[
            r#"2:3: error: invalid properties {callee = @a::@b} for op func.call: Invalid attribute `callee` in property conversion: @a::@b (parse)"#,
        ],
    ),
    (
        "call_indirect_callee_type",
        r#"%a = "test.i32"() : () -> i32
"func.call_indirect"(%a) : (i32) -> ()
"#,
        &[r#"2:1: error: 'func.call_indirect' op operand #0 must be function type, but got 'i32'"#],
    ),
    (
        "call_indirect_inputs",
        r#"%f = "test.fn"() : () -> ((i32) -> ())
%a = "test.i64"() : () -> i64
"func.call_indirect"(%f, %a) : ((i32) -> (), i64) -> ()
"#,
        &[
            r#"3:1: error: 'func.call_indirect' op failed to verify that callee input types match argument types"#,
        ],
    ),
    (
        "call_indirect_results",
        r#"%f = "test.fn"() : () -> ((i32) -> i32)
%a = "test.i32"() : () -> i32
"func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> ()
"#,
        &[
            r#"3:1: error: 'func.call_indirect' op failed to verify that callee result types match result types"#,
        ],
    ),
    (
        "call_indirect_no_operands",
        r#""func.call_indirect"() : () -> ()
"#,
        &[r#"1:1: error: 'func.call_indirect' op expected 1 or more operands, but found 0"#],
    ),
    (
        "llvm_return_optional",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}) : () -> ()
"#,
        &[
            r#"3:3: error: 'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2"#,
        ],
    ),
    (
        "strided_metadata_variadic",
        r#"%m = "test.m"() : () -> memref<4xf32>
%0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>, index, index, f32)
"#,
        &[
            r#"2:8: error: 'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'f32'"#,
        ],
    ),
    (
        "strided_metadata_first",
        r#"%m = "test.m"() : () -> memref<4xf32>
%0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<4xf32>, index, index, index)
"#,
        &[
            r#"2:8: error: 'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<4xf32>'"#,
        ],
    ),
    (
        "strided_metadata_count",
        r#"%m = "test.m"() : () -> memref<4xf32>
%0 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>)
"#,
        &[r#"2:6: error: 'memref.extract_strided_metadata' op expected 2 or more results"#],
    ),
    (
        "addui_extended_infer",
        r#"%a = "test.t"() : () -> tensor<?xi32>
%b = "test.t"() : () -> tensor<4xi32>
%0:2 = "arith.addui_extended"(%a, %b) : (tensor<?xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>)
"#,
        &[
            r#"3:8: error: 'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type"#,
        ],
    ),
    (
        "addui_extended_overflow",
        r#"%a = "test.i32"() : () -> i32
%0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
"#,
        &[r#"2:8: error: 'arith.addui_extended' op result #1 must be bool-like, but got 'i32'"#],
    ),
    (
        "noprops_dict",
        r#""test.region"() ({
  "scf.yield"() <{a = 1}> : () -> ()
}) : () -> ()
"#,
        &[
            r#"2:3: error: invalid properties {a = 1 : i64} for op scf.yield: this operation does not support properties (parse)"#,
        ],
    ),
    (
        "noprops_empty",
        r#""test.region"() ({
  "cf.br"()[^bb1] <{}> : () -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"2:3: error: invalid properties {} for op cf.br: this operation does not support properties (parse)"#,
        ],
    ),
    (
        "noprops_nondict",
        r#""test.region"() ({
  "cf.br"()[^bb1] <1> : () -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[
            r#"2:3: error: invalid properties 1 : i64 for op cf.br: this operation does not support properties (parse)"#,
        ],
    ),
    (
        "addi_unknown_prop",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.addi"(%a, %a) <{foo = 1}> : (i32, i32) -> i32
"#,
        &[],
    ),
    (
        "extf_region_and_types",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.extf"(%a) ({}) : (i32) -> f64
"#,
        &[r#"2:6: error: 'arith.extf' op requires zero regions"#],
    ),
    (
        "cmpi_both",
        r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> {predicate = "x"} : (i32, i32) -> i1
"#,
        &[],
    ),
    (
        "func_props_missing_and_region",
        r#""func.func"() ({
}, {}) : () -> ()
"#,
        &[r#"1:1: error: 'func.func' op requires one region"#],
    ),
    (
        "if_nonempty_block",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
^bb0:
}, {}) : (i1) -> ()
"#,
        &[r#"2:1: error: 'scf.if' op expects a non-empty block"#],
    ),
    (
        "if_results_infer",
        r#"%c = "test.i1"() : () -> i1
%0 = "scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {}) : (i1) -> i32
"#,
        &[r#"2:6: error: 'scf.if' op must have an else block if defining values"#],
    ),
    (
        "memset_element_types",
        r#"%m = "test.m"() : () -> memref<4xf32>
%i = "test.i32"() : () -> i32
"gpu.memset"(%m, %i) : (memref<4xf32>, i32) -> ()
"#,
        &[
            r#"3:1: error: 'gpu.memset' op failed to verify that all of {dst, value} have same element type"#,
        ],
    ),
    (
        "memset_optional_result",
        r#"%m = "test.m"() : () -> memref<4xf32>
%f = "test.f32"() : () -> f32
%0:2 = "gpu.memset"(%m, %f) : (memref<4xf32>, f32) -> (!gpu.async.token, !gpu.async.token)
"#,
        &[
            r#"3:8: error: 'gpu.memset' op result group starting at #0 requires 0 or 1 element, but found 2"#,
        ],
    ),
    (
        "memset_token_type",
        r#"%m = "test.m"() : () -> memref<4xf32>
%f = "test.f32"() : () -> f32
%i = "test.i32"() : () -> i32
"gpu.memset"(%i, %m, %f) : (i32, memref<4xf32>, f32) -> ()
"#,
        &[
            r#"4:1: error: 'gpu.memset' op operand #0 must be variadic of async token type, but got 'i32'"#,
        ],
    ),
    (
        "memset_dst_type",
        r#"%t = "test.t"() : () -> !gpu.async.token
%m = "test.m"() : () -> tensor<4xf32>
%f = "test.f32"() : () -> f32
"gpu.memset"(%t, %t, %m, %f) : (!gpu.async.token, !gpu.async.token, tensor<4xf32>, f32) -> ()
"#,
        &[
            r#"4:1: error: 'gpu.memset' op operand #2 must be memref of any type values, but got 'tensor<4xf32>'"#,
        ],
    ),
    (
        "memset_one_operand",
        r#"%m = "test.m"() : () -> memref<4xf32>
"gpu.memset"(%m) : (memref<4xf32>) -> ()
"#,
        &[r#"2:1: error: 'gpu.memset' op expected 2 or more operands, but found 1"#],
    ),
    (
        "memset_result_type",
        r#"%m = "test.m"() : () -> memref<4xf32>
%f = "test.f32"() : () -> f32
%0 = "gpu.memset"(%m, %f) : (memref<4xf32>, f32) -> i32
"#,
        &[r#"3:6: error: 'gpu.memset' op result #0 must be async token type, but got 'i32'"#],
    ),
    (
        "memset_ok",
        r#"%t = "test.t"() : () -> !gpu.async.token
%m = "test.m"() : () -> memref<4xf32>
%f = "test.f32"() : () -> f32
%0 = "gpu.memset"(%t, %m, %f) : (!gpu.async.token, memref<4xf32>, f32) -> !gpu.async.token
"#,
        &[],
    ),
    (
        "tosa_const_shape",
        r#"%0 = "tosa.const"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<3xi32>
"#,
        &[
            r#"1:6: error: 'tosa.const' op failed to verify that all of {value, output} have same shape"#,
        ],
    ),
    (
        "tosa_const_storage",
        r#"%0 = "tosa.const"() <{value = 1 : i32}> : () -> tensor<3xi32>
"#,
        &[
            r#"1:6: error: invalid properties {value = 1 : i32} for op tosa.const: Invalid attribute `value` in property conversion: 1 : i32 (parse)"#,
        ],
    ),
    (
        "tosa_const_missing",
        r#"%0 = "tosa.const"() : () -> tensor<3xi32>
"#,
        &[r#"1:6: error: 'tosa.const' op requires attribute 'value'"#],
    ),
    (
        "copy_element_type",
        r#"%a = "test.m"() : () -> memref<4xf32>
%b = "test.m"() : () -> memref<4xi32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<4xi32>) -> ()
"#,
        &[r#"3:1: error: 'memref.copy' op requires the same element type for all operands"#],
    ),
    (
        "copy_shape",
        r#"%a = "test.m"() : () -> memref<4xf32>
%b = "test.m"() : () -> memref<5xf32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<5xf32>) -> ()
"#,
        &[r#"3:1: error: 'memref.copy' op requires the same shape for all operands"#],
    ),
    (
        "copy_unranked_ok",
        r#"%a = "test.m"() : () -> memref<*xf32>
%b = "test.m"() : () -> memref<4xf32>
"memref.copy"(%a, %b) : (memref<*xf32>, memref<4xf32>) -> ()
"#,
        &[],
    ),
    (
        "copy_operand_type",
        r#"%a = "test.m"() : () -> tensor<4xf32>
%b = "test.m"() : () -> memref<4xf32>
"memref.copy"(%a, %b) : (tensor<4xf32>, memref<4xf32>) -> ()
"#,
        &[
            r#"3:1: error: 'memref.copy' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'"#,
        ],
    ),
    (
        "copy_dynamic_ok",
        r#"%a = "test.m"() : () -> memref<?x4xf32>
%b = "test.m"() : () -> memref<3x?xf32>
"memref.copy"(%a, %b) : (memref<?x4xf32>, memref<3x?xf32>) -> ()
"#,
        &[],
    ),
    (
        "copy_rank",
        r#"%a = "test.m"() : () -> memref<4xf32>
%b = "test.m"() : () -> memref<4x1xf32>
"memref.copy"(%a, %b) : (memref<4xf32>, memref<4x1xf32>) -> ()
"#,
        &[r#"3:1: error: 'memref.copy' op requires the same shape for all operands"#],
    ),
    (
        "bitcast_rank",
        r#"%a = "test.v"() : () -> vector<4xf32>
%0 = "vector.bitcast"(%a) : (vector<4xf32>) -> vector<2x2xf32>
"#,
        &[
            r#"2:6: error: 'vector.bitcast' op failed to verify that all of {source, result} have same rank"#,
        ],
    ),
    (
        "bitcast_type",
        r#"%a = "test.v"() : () -> tensor<4xf32>
%0 = "vector.bitcast"(%a) : (tensor<4xf32>) -> vector<4xf32>
"#,
        &[
            r#"2:6: error: 'vector.bitcast' op operand #0 must be vector of any type values, but got 'tensor<4xf32>'"#,
        ],
    ),
    (
        "select_base_type",
        r#"%c = "test.v"() : () -> vector<4xi1>
%a = "test.t"() : () -> tensor<4xi32>
%0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
"#,
        &[
            r#"3:6: error: 'arith.select' op all non-scalar operands/results must have the same shape and base type"#,
        ],
    ),
    (
        "addi_encoding",
        r#"%a = "test.t"() : () -> tensor<4xi32, "a">
%0 = "arith.addi"(%a, %a) : (tensor<4xi32, "a">, tensor<4xi32, "a">) -> tensor<4xi32, "b">
"#,
        &[r#"2:6: error: 'arith.addi' op requires the same encoding for all operands and results"#],
    ),
    (
        "extf_scalable",
        r#"%a = "test.v"() : () -> vector<[4]xf16>
%0 = "arith.extf"(%a) : (vector<[4]xf16>) -> vector<4xf32>
"#,
        &[r#"2:6: error: 'arith.extf' op requires the same shape for all operands and results"#],
    ),
    (
        "extf_scalar_to_vector",
        r#"%a = "test.f16"() : () -> f16
%0 = "arith.extf"(%a) : (f16) -> vector<4xf32>
"#,
        &[r#"2:6: error: 'arith.extf' op requires the same shape for all operands and results"#],
    ),
    (
        "cmpi_tensor_unranked_ok",
        r#"%a = "test.t"() : () -> tensor<*xi32>
%0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi1>
"#,
        &[],
    ),
    (
        "switch_ok",
        r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a, %a, %a, %a, %a, %a)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 3>}> : (i32, i32, i32, i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "test.end"() : () -> ()
^bb2(%z: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#,
        &[],
    ),
    (
        "call_indirect_ok",
        r#"%f = "test.fn"() : () -> ((i32) -> i64)
%a = "test.i32"() : () -> i32
%0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> i64
"#,
        &[],
    ),
    (
        "if_ok",
        r#"%c = "test.i1"() : () -> i1
"scf.if"(%c) ({
  "scf.yield"() : () -> ()
}, {
}) : (i1) -> ()
"#,
        &[],
    ),
];

#[test]
fn messages_match_mlir_opt() {
    let mut failures = Vec::new();
    for (name, src, expected) in CASES {
        let got = diagnose(src);
        if got != *expected {
            failures.push(format!(
                "{name}:\n  expected: {expected:?}\n  got:      {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(CASES.iter().filter(|c| !c.2.is_empty()).count() >= 40);
}

/// The first diagnostic (error and notes) `mlir-opt-19` prints for `src`.
fn mlir_opt_first_diagnostic(mlir_opt: &std::path::Path, src: &str) -> Vec<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(mlir_opt)
        .args([
            "--allow-unregistered-dialect",
            "--mlir-print-op-on-diagnostic=false",
            "-",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}\n{}",
                mlir_opt.display(),
                dialectic_oracle::INSTALL_HINT
            )
        });
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(src.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("mlir-opt-19 finishes");
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "mlir-opt-19 exited with {}:\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<String> = stderr
        .lines()
        .filter_map(|l| l.strip_prefix("<stdin>:"))
        .filter(|l| l.contains(": error: ") || l.contains(": note: "))
        .map(str::to_string)
        .collect();
    let mut first = Vec::new();
    for l in lines {
        if first.is_empty() || l.contains(": note: ") {
            first.push(l);
        } else {
            break;
        }
    }
    first
}

/// Re-runs `mlir-opt-19` on every case and checks
/// that the recorded messages are what it prints, and that those marked
/// `(parse)` are parse errors: with a syntax error appended to the input,
/// mlir-opt-19 still reports them (it reports the syntax error instead of
/// a verifier error, as verification waits for the whole file).
#[test]
fn recorded_messages_are_mlir_opts() {
    let Some(mlir_opt) = dialectic_oracle::path(dialectic_oracle::Tool::MlirOpt) else {
        return;
    };
    for (name, src, expected) in CASES {
        let parse = expected.first().is_some_and(|l| l.ends_with(" (parse)"));
        let expected: Vec<String> = expected
            .iter()
            .map(|l| l.trim_end_matches(" (parse)").to_string())
            .collect();
        assert_eq!(mlir_opt_first_diagnostic(mlir_opt, src), expected, "{name}");
        if !expected.is_empty() {
            let broken = format!("{src}\n)");
            let reported = mlir_opt_first_diagnostic(mlir_opt, &broken).first() == expected.first();
            assert_eq!(reported, parse, "{name}: parse error or not");
        }
    }
}

/// With ops printed on diagnostics, op errors carry the `see current
/// operation` note first (then their own notes); type inference errors
/// carry none, as mlir-opt-19 prints them (property conversion errors are
/// parse errors).
#[test]
fn current_operation_notes() {
    let notes = |name: &str| -> Vec<String> {
        let src = CASES.iter().find(|c| c.0 == name).expect("case").1;
        let ctx = context();
        let mut ir = Ir::new();
        let top = parse::parse_source(&ctx, &mut ir, "<stdin>", src).expect("parses");
        let d = verify(
            &ctx,
            &ir,
            top,
            VerifyOptions {
                print_op_on_diagnostic: true,
                ..Default::default()
            },
        )
        .expect_err("fails");
        d.notes
            .iter()
            .map(|n| n.message.split(':').next().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(
        notes("if_wrong_terminator"),
        [
            "see current operation",
            "in custom textual format, the absence of terminator implies 'scf.yield'"
        ]
    );
    assert_eq!(notes("addi_operand_type"), ["see current operation"]);
    assert!(notes("addi_dynamic_operand").is_empty());
}

/// The discardable-dictionary path of the generic form: MLIR checks the
/// inherent attributes found there when it parses the op.
#[test]
fn inherent_attributes_in_the_dictionary() {
    let ctx = context();
    let pred = ctx.ident("predicate");
    let i64 = ctx.i64_type();
    let i32 = ctx.integer_type(32);
    let expected = "'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9";
    // `"arith.cmpi"(%a, %a) {predicate = 42 : i64}`, `{predicate = 2 : i32}`:
    // mlir-opt-19 prints `error: <expected>` for both.
    for attr in [ctx.integer_attr(i64, 42), ctx.integer_attr(i32, 2)] {
        assert_eq!(
            verify_inherent_attrs(&CMPI, &ctx, &[(pred, attr)]),
            Err(expected.to_string())
        );
    }
    assert_eq!(
        verify_inherent_attrs(&CMPI, &ctx, &[(pred, ctx.integer_attr(i64, 9))]),
        Ok(())
    );
    assert_eq!(verify_inherent_attrs(&CMPI, &ctx, &[]), Ok(()));
}

/// An inherent attribute kept among the discardable ones (`property:
/// false`, as for dialects that do not use properties): the same presence
/// and constraint checks, no property conversion.
#[test]
fn discardable_inherent_attributes() {
    static KIND: Constraint = Constraint {
        pred: Pred::And(&[Pred::IntegerAttr(&I32_PRED), Pred::IntMin(0)]),
        summary: "32-bit signless integer attribute whose minimum value is 0",
    };
    static OLD: OpSpec = OpSpec {
        attributes: &[AttrSpec {
            name: "kind",
            constraint: &KIND,
            optional: false,
            default: None,
            property: false,
            value_type: None,
            storage: None,
        }],
        ..op("old.op")
    };
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_op(definition_from_spec(&OLD, None, OpHooks::NONE));
    assert!(
        ctx.op_definition(ctx.ident("old.op"))
            .is_some_and(|d| d.inherent_attrs.is_empty())
    );
    let run = |src: &str| {
        let mut ir = Ir::new();
        let op = parse_one(&ctx, &mut ir, src, "old.op");
        verify_op(&OLD, &ctx, &ir, op).map_err(|e| e.render("old.op"))
    };
    assert_eq!(
        run(r#""old.op"() : () -> ()"#),
        Err("'old.op' op requires attribute 'kind'".into())
    );
    assert_eq!(
        run(r#""old.op"() {kind = -1 : i32} : () -> ()"#),
        Err("'old.op' op attribute 'kind' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0".into())
    );
    assert_eq!(run(r#""old.op"() {kind = 3 : i32} : () -> ()"#), Ok(()));
    // The op has no properties: `<{...}>` fails the parse.
    let mut ir = Ir::new();
    assert_eq!(
        parse::parse_source(
            &ctx,
            &mut ir,
            "<stdin>",
            r#""old.op"() <{kind = 3 : i32}> {kind = 3 : i32} : () -> ()"#
        )
        .map_err(|d| d.message),
        Err("invalid properties {kind = 3 : i32} for op old.op: this operation does not support properties".into())
    );
}

#[test]
fn property_conversion() {
    let ctx = context();
    let i64 = ctx.i64_type();
    let props = ctx.dictionary_attr(vec![(ctx.ident("predicate"), ctx.integer_attr(i64, 42))]);
    assert_eq!(
        check_properties(&CMPI, &ctx, Some(props)),
        Err("invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64".into())
    );
    assert_eq!(check_properties(&CMPI, &ctx, None), Ok(()));
    assert_eq!(
        check_properties(&RETURN, &ctx, Some(ctx.empty_dictionary())),
        Err(
            "invalid properties {} for op func.return: this operation does not support properties"
                .into()
        )
    );
}

fn parse_one(ctx: &Context, ir: &mut Ir, src: &str, name: &str) -> OpId {
    let top = parse::parse_source(ctx, ir, "<stdin>", src).expect("parses");
    let mut found = None;
    let mut stack = vec![top];
    while let Some(o) = stack.pop() {
        if ctx.ident_str(ir.op_name(o)) == name {
            found = Some(o);
        }
        for &r in ir.regions(o) {
            for b in ir.blocks_of(r) {
                stack.extend(ir.ops_of(b));
            }
        }
    }
    found.expect("op present")
}

#[test]
fn group_accessors() {
    let ctx = context();
    let mut ir = Ir::new();
    let src = r#""test.region"() ({
  %c = "test.i1"() : () -> i1
  %a = "test.i32"() : () -> i32
  "cf.cond_br"(%c, %a, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i32, i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "test.end"() : () -> ()
^bb2(%z: i32):
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let op = parse_one(&ctx, &mut ir, src, "cf.cond_br");
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 0), 0..1);
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 1), 1..3);
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 2), 3..4);
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 3), 4..4);

    // Segment sizes larger than the operands are clamped.
    let mut ir = Ir::new();
    let op = parse_one(
        &ctx,
        &mut ir,
        &src.replace("1, 2, 1", "1, 5, 7"),
        "cf.cond_br",
    );
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 1), 1..4);
    assert_eq!(operand_group(&COND_BR, &ctx, &ir, op, 2), 4..4);
    assert!(verify_op(&COND_BR, &ctx, &ir, op).is_err());

    // VariadicOfVariadic.
    let mut ir = Ir::new();
    let src = r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "cf.switch"(%a, %a, %a, %a, %a)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#;
    let op = parse_one(&ctx, &mut ir, src, "cf.switch");
    assert_eq!(operand_group(&SWITCH, &ctx, &ir, op, 2), 2..5);
    assert_eq!(
        operand_subgroups(&SWITCH, &ctx, &ir, op, 2),
        vec![2..4, 4..5]
    );
    assert_eq!(operand_subgroups(&SWITCH, &ctx, &ir, op, 0), vec![0..1]);
    assert_eq!(verify_op(&SWITCH, &ctx, &ir, op), Ok(()));

    // SameVariadicResultSize: (base, offset, sizes..., strides...).
    let mut ir = Ir::new();
    let src = r#"%m = "test.m"() : () -> memref<4x4xf32>
%0:6 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index, index, index, index, index)
"#;
    let op = parse_one(&ctx, &mut ir, src, "memref.extract_strided_metadata");
    assert_eq!(result_group(&STRIDED_METADATA, &ctx, &ir, op, 0), 0..1);
    assert_eq!(result_group(&STRIDED_METADATA, &ctx, &ir, op, 1), 1..2);
    assert_eq!(result_group(&STRIDED_METADATA, &ctx, &ir, op, 2), 2..4);
    assert_eq!(result_group(&STRIDED_METADATA, &ctx, &ir, op, 3), 4..6);
    assert_eq!(
        result_subgroups(&STRIDED_METADATA, &ctx, &ir, op, 3),
        vec![4..6]
    );

    // A single optional group takes what is there.
    let mut ir = Ir::new();
    let src = r#""test.region"() ({
  %a = "test.i32"() : () -> i32
  "llvm.return"(%a) : (i32) -> ()
}) : () -> ()
"#;
    let op = parse_one(&ctx, &mut ir, src, "llvm.return");
    assert_eq!(operand_group(&LLVM_RETURN, &ctx, &ir, op, 0), 0..1);
    assert_eq!(
        segments::group(&LLVM_RETURN, &ctx, &ir, op, Side::Results, 0),
        0..0
    );
}

#[test]
fn attribute_accessor_and_registration() {
    let ctx = context();
    let def = ctx
        .op_definition(ctx.ident("cf.switch"))
        .expect("registered");
    assert_eq!(
        def.inherent_attrs,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes"
        ]
    );
    assert!(def.spec.is_some_and(|s| std::ptr::eq(s, &SWITCH)));
    let mut ir = Ir::new();
    let src = r#"%a = "test.i32"() : () -> i32
%0 = "arith.cmpi"(%a, %a) {predicate = 3 : i64} : (i32, i32) -> i1
"#;
    let op = parse_one(&ctx, &mut ir, src, "arith.cmpi");
    // The parser moved the inherent attribute into the properties.
    let value = segments::attribute(&CMPI, &ctx, &ir, op, 0).expect("predicate");
    assert_eq!(value, ctx.integer_attr(ctx.i64_type(), 3));
    assert_eq!(segments::attribute(&CMPI, &ctx, &ir, op, 1), None);
}

/// The engine on every kind of op the specs describe, against arbitrary
/// operand and result types, attributes and shapes: it answers without
/// panicking.
#[test]
fn no_panics_on_odd_ops() {
    let ctx = context();
    let types = [
        "i1",
        "i32",
        "index",
        "f32",
        "si8",
        "vector<4xi32>",
        "vector<i1>",
        "vector<[4]xf32>",
        "tensor<?xi32>",
        "tensor<*xi1>",
        "memref<f32>",
        "memref<4x?xf32>",
        "(i32) -> i32",
        "tuple<>",
        "none",
    ];
    let props = [
        "",
        "<{}>",
        "<[1]>",
        "<{operandSegmentSizes = array<i32: 2, -3, 9>}>",
        "<{operandSegmentSizes = array<i32: 0, 0, 0>, case_operand_segments = array<i32: 5>}>",
        "<{predicate = 3 : i64, value = 1 : i32, sym_name = \"f\", function_type = () -> ()}>",
        "<{case_operand_segments = array<i32: -1, 4>}>",
    ];
    let mut n = 0;
    for spec in SPECS {
        for (i, &t) in types.iter().enumerate() {
            for p in props {
                for count in 0..4usize {
                    let operand_types = vec![t; count];
                    let result_t = types[(i + count) % types.len()];
                    let operands: Vec<String> = (0..count).map(|_| "%v".to_string()).collect();
                    let src = format!(
                        "%v = \"test.v\"() : () -> {t}\n\"test.region\"() ({{\n  %r:{rc} = \"{name}\"({ops}) {p} : ({ots}) -> ({rts})\n}}) : () -> ()\n",
                        rc = count.max(1),
                        name = spec.name,
                        ops = operands.join(", "),
                        ots = operand_types.join(", "),
                        rts = vec![result_t; count.max(1)].join(", "),
                    );
                    let mut ir = Ir::new();
                    let Ok(top) = parse::parse_source(&ctx, &mut ir, "<stdin>", &src) else {
                        continue;
                    };
                    n += 1;
                    let _ = verify(&ctx, &ir, top, VerifyOptions::default());
                    let op = parse_one(&ctx, &mut ir, &src, spec.name);
                    let _ = verify_op(spec, &ctx, &ir, op);
                    for g in 0..4 {
                        let _ = operand_group(spec, &ctx, &ir, op, g);
                        let _ = result_group(spec, &ctx, &ir, op, g);
                        let _ = operand_subgroups(spec, &ctx, &ir, op, g);
                    }
                }
            }
        }
    }
    assert!(n > 1000, "{n}");
}

#[test]
fn predicates() {
    let ctx = Context::new();
    let ty = |s: &str| -> Type {
        let mut ir = Ir::new();
        let src = format!("\"test.t\"() {{t = {s}}} : () -> ()");
        ctx.set_allow_unregistered_dialects(true);
        let op = parse_one(&ctx, &mut ir, &src, "test.t");
        let a = ctx.dictionary_get(ir.op_attributes(op), "t").expect("attr");
        match ctx.attr_kind(a) {
            AttrKind::Type(t) => *t,
            _ => panic!("not a type"),
        }
    };
    let attr = |s: &str| {
        let mut ir = Ir::new();
        let src = format!("\"test.t\"() {{a = {s}}} : () -> ()");
        ctx.set_allow_unregistered_dialects(true);
        let op = parse_one(&ctx, &mut ir, &src, "test.t");
        ctx.dictionary_get(ir.op_attributes(op), "a").expect("attr")
    };
    let holds_t = |p: Pred, s: &str| p.holds(&ctx, Subject::Type(ty(s)));
    let holds_a = |p: Pred, s: &str| p.holds(&ctx, Subject::Attr(attr(s)));

    // Integers, index, floats.
    assert!(holds_t(SIGNLESS, "i7"));
    assert!(!holds_t(SIGNLESS, "si7"));
    assert!(holds_t(
        Pred::IntegerType {
            width: 8,
            signedness: SignednessReq::Signed
        },
        "si8"
    ));
    assert!(holds_t(
        Pred::IntegerType {
            width: 8,
            signedness: SignednessReq::Unsigned
        },
        "ui8"
    ));
    assert!(!holds_t(I32_PRED, "i64"));
    assert!(holds_t(Pred::IndexType, "index"));
    assert!(holds_t(ANY_FLOAT, "bf16"));
    assert!(holds_t(
        Pred::FloatType(Some(dialectic_runtime::storage::float::FloatSemantics::F32)),
        "f32"
    ));
    assert!(!holds_t(
        Pred::FloatType(Some(dialectic_runtime::storage::float::FloatSemantics::F32)),
        "f64"
    ));
    assert!(holds_t(Pred::NoneType, "none"));
    assert!(holds_t(Pred::FunctionType, "(i32) -> ()"));
    assert!(holds_t(Pred::ComplexType(&ANY_FLOAT), "complex<f32>"));
    assert!(!holds_t(Pred::ComplexType(&ANY_FLOAT), "complex<i32>"));
    // Vectors with and without 0-D, tensors, memrefs, shapes.
    let vec_any = Pred::VectorType {
        element: &I32_PRED,
        any_rank: true,
    };
    let vec_ranked = Pred::VectorType {
        element: &I32_PRED,
        any_rank: false,
    };
    assert!(holds_t(vec_any, "vector<i32>"));
    assert!(!holds_t(vec_ranked, "vector<i32>"));
    assert!(holds_t(vec_ranked, "vector<[4]xi32>"));
    assert!(!holds_t(vec_ranked, "vector<4xi64>"));
    assert!(holds_t(Pred::TensorType(&I32_PRED), "tensor<*xi32>"));
    assert!(holds_t(Pred::MemRefType(&I32_PRED), "memref<?xi32>"));
    assert!(!holds_t(Pred::MemRefType(&I32_PRED), "tensor<?xi32>"));
    assert!(holds_t(Pred::ShapedType, "memref<*xf32>"));
    assert!(!holds_t(Pred::ShapedType, "f32"));
    assert!(!holds_t(Pred::HasRank, "tensor<*xf32>"));
    assert!(holds_t(Pred::HasRank, "vector<f32>"));
    assert!(holds_t(Pred::HasStaticShape, "tensor<2x3xf32>"));
    assert!(!holds_t(Pred::HasStaticShape, "tensor<2x?xf32>"));
    assert!(holds_t(Pred::RankAtLeast(2), "tensor<2x3xf32>"));
    assert!(!holds_t(Pred::RankAtLeast(3), "tensor<2x3xf32>"));
    assert!(holds_t(Pred::ElementType(&ANY_FLOAT), "tensor<2xf32>"));
    assert!(!holds_t(Pred::ElementType(&ANY_FLOAT), "f32"));
    assert!(holds_t(
        Pred::DialectType {
            dialect: "foo",
            mnemonic: "bar"
        },
        "!foo.bar<1>"
    ));
    assert!(!holds_t(
        Pred::DialectType {
            dialect: "foo",
            mnemonic: "ba"
        },
        "!foo.bar<1>"
    ));
    assert!(holds_t(
        Pred::DialectType {
            dialect: "foo",
            mnemonic: ""
        },
        "!foo.baz"
    ));
    // Combinators and the escape hatch.
    assert!(holds_t(Pred::And(&[SIGNLESS, I32_PRED]), "i32"));
    assert!(holds_t(Pred::Or(&[ANY_FLOAT, I32_PRED]), "i32"));
    assert!(holds_t(Pred::Not(&ANY_FLOAT), "i32"));
    assert!(holds_t(
        Pred::Rust(|ctx, s| matches!(s, Subject::Type(t) if ctx.is_integer(t))),
        "i3"
    ));
    // A type predicate on an attribute and the reverse.
    assert!(!holds_a(SIGNLESS, "1 : i32"));
    assert!(!holds_t(Pred::StringAttr, "i32"));

    // Attributes.
    assert!(holds_a(Pred::IntegerAttr(&I32_PRED), "1 : i32"));
    assert!(!holds_a(Pred::IntegerAttr(&I32_PRED), "1 : i64"));
    assert!(holds_a(Pred::FloatAttr(&ANY_FLOAT), "1.0 : f16"));
    assert!(holds_a(Pred::StringAttr, "\"s\""));
    assert!(holds_a(Pred::UnitAttr, "unit"));
    assert!(holds_a(Pred::BoolAttr, "true"));
    assert!(!holds_a(Pred::BoolAttr, "1 : i8"));
    assert!(holds_a(Pred::TypeAttr(&Pred::FunctionType), "() -> ()"));
    assert!(holds_a(
        Pred::ArrayAttr(&Pred::StringAttr),
        "[\"a\", \"b\"]"
    ));
    assert!(!holds_a(Pred::ArrayAttr(&Pred::StringAttr), "[\"a\", 1]"));
    assert!(holds_a(Pred::DictionaryAttr, "{x = 1}"));
    assert!(holds_a(Pred::SymbolRefAttr, "@a::@b"));
    assert!(!holds_a(Pred::FlatSymbolRefAttr, "@a::@b"));
    assert!(holds_a(Pred::FlatSymbolRefAttr, "@a"));
    assert!(holds_a(Pred::DenseArrayAttr(&I32_PRED), "array<i32: 1, 2>"));
    assert!(!holds_a(
        Pred::DenseArrayAttr(&I32_PRED),
        "array<i64: 1, 2>"
    ));
    assert!(holds_a(Pred::ElementsAttr, "dense<1> : tensor<2xi32>"));
    assert!(holds_a(Pred::TypedAttr, "dense<1> : tensor<2xi32>"));
    assert!(holds_a(Pred::TypedAttr, "\"s\""));
    assert!(!holds_a(Pred::TypedAttr, "[1]"));
    assert!(holds_a(Pred::LocationAttr, "loc(unknown)"));
    assert!(holds_a(
        Pred::DialectAttr {
            dialect: "foo",
            mnemonic: "bar"
        },
        "#foo.bar<x>"
    ));
    assert!(holds_a(Pred::IntMin(-3), "-3 : i8"));
    assert!(!holds_a(Pred::IntMin(-3), "-4 : i8"));
    assert!(holds_a(Pred::IntMin(200), "200 : ui8"));
    assert!(holds_a(Pred::IntMax(0), "-1 : i64"));
    assert!(!holds_a(Pred::IntMax(0), "1 : i64"));
    assert!(holds_a(Pred::IntPowerOf2, "64 : i32"));
    assert!(!holds_a(Pred::IntPowerOf2, "0 : i32"));
    assert!(!holds_a(Pred::IntPowerOf2, "6 : i32"));
    assert!(holds_a(Pred::IntOneOf(&[1, 5]), "5 : i64"));
    assert!(!holds_a(Pred::IntOneOf(&[1, 5]), "4 : i64"));
    assert!(holds_a(Pred::IntBitsIn(0b101), "5 : i32"));
    assert!(!holds_a(Pred::IntBitsIn(0b101), "2 : i32"));
    assert!(holds_a(Pred::ArrayCount(2), "[1, 2]"));
    assert!(holds_a(Pred::ArrayCount(3), "array<i32: 1, 2, 3>"));
    assert!(!holds_a(Pred::ArrayCount(2), "[1]"));
    assert!(holds_a(Pred::ArrayMinCount(1), "[1, 2]"));
    assert!(!holds_a(Pred::ArrayMinCount(3), "[1, 2]"));
    assert!(!holds_a(Pred::IntMin(0), "\"x\""));

    // Constraint helpers.
    assert!(SIGNLESS_INTEGER_LIKE.accepts_type(&ctx, ty("tensor<4xindex>")));
    assert!(!SIGNLESS_INTEGER_LIKE.accepts_type(&ctx, ty("memref<4xi32>")));
    assert!(CMPI_PREDICATE.accepts_attr(&ctx, attr("9 : i64")));
    let _ = Signedness::Signless;
}
