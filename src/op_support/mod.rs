//! The prelude of dialect code: every name a dialect module uses, in one
//! place. Generated code imports it once (`use dialectic::op_support as
//! __ods;`); hand-written dialect modules import the names they use from it
//! (`use crate::op_support::{Context, Ir, OpId, OpVerifier};`) rather than
//! from the runtime's modules one by one.
//!
//! It gathers the runtime's vocabulary (the IR core, the text format, the
//! ODS engine, rewriting), this crate's interfaces and hook traits, and the
//! helpers beside this file: spec constructors, format element
//! constructors, accessor helpers, op queries, attribute value conversions,
//! enum attribute storage, type transforms, names in the printed form, the
//! typed builders' state, the items every op and builder has (as macros
//! the expansion instantiates), the hand-written hook traits and the
//! verifiers of the shared interfaces. Keeping the helpers here keeps the generated code
//! small.

mod accessors;
mod asm_names;
mod attribute_values;
mod build_state;
mod enum_attributes;
pub mod fmt;
mod hook_traits;
mod interface_verifiers;
mod op_items;
mod op_queries;
mod spec_constructors;
mod type_transforms;

pub use accessors::*;
pub use asm_names::*;
pub use attribute_values::*;
pub use build_state::*;
pub use enum_attributes::*;
pub use hook_traits::*;
pub use interface_verifiers::*;
pub use op_items::*;
pub use op_queries::*;
pub use spec_constructors::*;
pub use type_transforms::*;

// The IR core: the context, types and attributes, ops and values, builders,
// symbols, verification errors.
pub use dialectic_runtime::registry::{
    CustomAssembly, DialectDefinition, OpHooks, definition_from_spec,
};
pub use dialectic_runtime::storage::attributes::{DenseElements, LocationKind, NamedAttribute};
pub use dialectic_runtime::storage::builder::OpBuilder;
pub use dialectic_runtime::storage::dialect_symbol::{DialectSymbol, Param};

pub use dialectic_runtime::storage::interfaces::{
    DialectInterfaceFn, InterfaceTable, OpHandle, OpInterfaceFn, SymbolInterfaceFn, op_interface,
};
pub use dialectic_runtime::storage::ir::{Location, OperandId, ValueOwner};
pub use dialectic_runtime::storage::op_error::{OpError, OpNote};
pub use dialectic_runtime::storage::op_traits::OpTraits;
pub use dialectic_runtime::storage::symbol_table::{
    lookup_symbol, nearest_symbol_table, resolve_symbol_ref,
};
pub use dialectic_runtime::storage::types::{DYNAMIC, Signedness};
pub use dialectic_runtime::{
    AttrKind, Attribute, BlockId, Context, Ident, Ir, OpId, OperationState, RegionId,
    SymbolTableCollection, Type, TypeKind, Value,
};

// Numbers: arbitrary-width integers and floats of every semantics.
pub use dialectic_runtime::storage::apint::ApInt;
pub use dialectic_runtime::storage::float::{ApFloat, FloatOrdering, FloatSemantics, RoundingMode};

// The text format: custom parsers and printers.
pub use dialectic_runtime::text::parse::lexer::TokenKind;
pub use dialectic_runtime::text::parse::{
    OpParser, PResult, ParseError, ParsedOp, UnresolvedOperand,
};
pub use dialectic_runtime::text::print::{
    OpPrinter, SymbolPrinter, TypeElision, attr_to_string, type_to_string, write_escaped,
};

// The ODS engine: specs, constraints, formats, segments, dialect symbols.
pub use dialectic_runtime::ods::*;

// Rewriting: folding and patterns.
pub use dialectic_runtime::rewrite::{
    FoldOperands, MatchResult, OpFoldResult, OpRewritePattern, PatternBenefit, PatternRewriter,
    RewritePattern, RewritePatternSet, TypedOp, const_fold, constant_value, matchers,
};

// This crate's interfaces, hook traits and typed values.
pub use crate::format_hooks::{CustomFormatDirective, CustomParamsDirective, ParamValueSyntax};
pub use crate::interfaces::{
    Callee, ConstantIntRanges, IntegerValueRange, MemoryEffect, MemoryEffectInstance,
    Speculatability,
};
pub use crate::rewrite_hooks::{
    HasFoldAdaptor, OpCanonicalize, OpCanonicalizer, OpConstantValue, OpFolder, OpMultiFolder,
    add_canonicalize_method,
};
pub use crate::typed::{Set, TypeMarker, TypedValue, Unset};
pub use core::marker::PhantomData;

// Conversions: the entries of a generated `ONE_TO_ONE_CONVERSIONS` table.
pub use crate::conversion::one_to_one::{AttrRule, OneToOneConversion};

// Passes: what the generated pass types implement and call.
pub use crate::pass_hooks::PassBody;
pub use dialectic_runtime::pass::{
    OptionError, OptionInfo, OptionValue, Pass, PassAnchor, PassCache, PassDefinition, PassFailed,
    PassInfo, PassOptions, PassRegistry, PassResult, PassRun, ReadPipeline, StatisticInfo,
    parse_list_option, print_list_option, print_option,
};
