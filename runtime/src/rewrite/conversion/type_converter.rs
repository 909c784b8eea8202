//! The type converter (MLIR's `TypeConverter`): conversion functions from
//! a type to zero, one or several types, tried from the last registered to
//! the first and cached; the conversion of block signatures; and the
//! materializations that build the IR turning values of one type into
//! another when a conversion leaves both in use.

use std::sync::RwLock;

use rustc_hash::FxHashMap;

use crate::storage::builder::OpBuilder;
use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, Location, Value};
use crate::storage::types::Type;

/// A conversion function: `None` when it does not apply to the type (the
/// next one is tried), `Some(false)` when the type cannot be converted,
/// `Some(true)` with the converted types pushed (none to drop the type).
pub type ConversionCallback =
    Box<dyn Fn(&Context, Type, &mut Vec<Type>) -> Option<bool> + Send + Sync>;

/// A materialization: builds, at the builder's insertion point, the ops
/// turning `inputs` into one value of the type asked for, or declines.
pub type MaterializationCallback = Box<
    dyn Fn(&Context, &mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync,
>;

/// Which materialization a conversion asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MaterializationKind {
    /// Converted block arguments back to the original argument's type.
    Argument,
    /// A replacement value back to the type of the value it replaced.
    Source,
    /// An original value to the converted type a pattern expects.
    Target,
}

/// How the arguments of a block change (MLIR's
/// `TypeConverter::SignatureConversion`): the new argument types, and for
/// each original argument the new arguments replacing it, or a value.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    inputs: Vec<Option<InputMapping>>,
    types: Vec<Type>,
}

/// What replaces one original argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// `count` new arguments from index `start` (none: the argument goes).
    Arguments {
        /// The first new argument.
        start: usize,
        /// How many.
        count: usize,
    },
    /// An existing value.
    Value(Value),
}

impl SignatureConversion {
    /// A conversion of a signature with `num_inputs` original arguments.
    pub fn new(num_inputs: usize) -> Self {
        SignatureConversion {
            inputs: vec![None; num_inputs],
            types: Vec::new(),
        }
    }

    /// Original argument `input` becomes new arguments of `types`.
    pub fn add_inputs(&mut self, input: usize, types: &[Type]) {
        let start = self.types.len();
        self.types.extend_from_slice(types);
        self.inputs[input] = Some(InputMapping::Arguments {
            start,
            count: types.len(),
        });
    }

    /// Appends new arguments that replace no original one.
    pub fn append_inputs(&mut self, types: &[Type]) {
        self.types.extend_from_slice(types);
    }

    /// Original argument `input` is replaced by `value`.
    pub fn remap_input(&mut self, input: usize, value: Value) {
        self.inputs[input] = Some(InputMapping::Value(value));
    }

    /// The new argument types.
    pub fn converted_types(&self) -> &[Type] {
        &self.types
    }

    /// What replaces original argument `input` (`None`: dropped).
    pub fn input_mapping(&self, input: usize) -> Option<InputMapping> {
        self.inputs[input]
    }

    /// The number of original arguments.
    pub fn num_original_inputs(&self) -> usize {
        self.inputs.len()
    }
}

/// Converts types and builds materializations.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionCallback>,
    argument_materializations: Vec<MaterializationCallback>,
    source_materializations: Vec<MaterializationCallback>,
    target_materializations: Vec<MaterializationCallback>,
    cache: RwLock<FxHashMap<Type, Option<Vec<Type>>>>,
}

impl TypeConverter {
    /// A converter with no conversions.
    pub fn new() -> Self {
        TypeConverter::default()
    }

    /// Registers a conversion function (tried before those registered
    /// earlier).
    pub fn add_conversion(
        &mut self,
        callback: impl Fn(&Context, Type, &mut Vec<Type>) -> Option<bool> + Send + Sync + 'static,
    ) {
        self.conversions.push(Box::new(callback));
        self.cache.write().expect("cache lock").clear();
    }

    /// Registers a one-to-one conversion: `None` when it does not apply,
    /// `Some(None)` when the type cannot be converted.
    pub fn add_type_conversion(
        &mut self,
        callback: impl Fn(&Context, Type) -> Option<Option<Type>> + Send + Sync + 'static,
    ) {
        self.add_conversion(move |ctx, ty, out| {
            let converted = callback(ctx, ty)?;
            Some(match converted {
                Some(ty) => {
                    out.push(ty);
                    true
                }
                None => false,
            })
        });
    }

    /// Registers an argument materialization.
    pub fn add_argument_materialization(
        &mut self,
        callback: impl Fn(&Context, &mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) {
        self.argument_materializations.push(Box::new(callback));
    }

    /// Registers a source materialization.
    pub fn add_source_materialization(
        &mut self,
        callback: impl Fn(&Context, &mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) {
        self.source_materializations.push(Box::new(callback));
    }

    /// Registers a target materialization.
    pub fn add_target_materialization(
        &mut self,
        callback: impl Fn(&Context, &mut OpBuilder<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) {
        self.target_materializations.push(Box::new(callback));
    }

    /// The types `ty` converts to (several for a one-to-many conversion,
    /// none when dropped), or `None` when it cannot be converted.
    pub fn convert_type_to(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        if let Some(cached) = self.cache.read().expect("cache lock").get(&ty) {
            return cached.clone();
        }
        let mut result = None;
        for conversion in self.conversions.iter().rev() {
            let mut types = Vec::new();
            if let Some(converted) = conversion(ctx, ty, &mut types) {
                result = converted.then_some(types);
                break;
            }
        }
        self.cache
            .write()
            .expect("cache lock")
            .insert(ty, result.clone());
        result
    }

    /// The one type `ty` converts to, if it converts to exactly one.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type_to(ctx, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The types `types` convert to, one after the other.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::new();
        for &ty in types {
            out.extend(self.convert_type_to(ctx, ty)?);
        }
        Some(out)
    }

    /// Whether `ty` converts to itself.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == Some(ty)
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|ty| self.is_legal(ctx, ty))
    }

    /// Whether the operand and result types of `op` are legal.
    pub fn is_op_legal(&self, ctx: &Context, ir: &Ir, op: crate::storage::ir::OpId) -> bool {
        self.are_legal(ctx, ir.operands(op).map(|v| ir.value_type(v)))
            && self.are_legal(ctx, ir.results(op).map(|v| ir.value_type(v)))
    }

    /// Adds the conversion of argument `input` of type `ty` to `conversion`.
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        input: usize,
        ty: Type,
        conversion: &mut SignatureConversion,
    ) -> Option<()> {
        let types = self.convert_type_to(ctx, ty)?;
        if !types.is_empty() {
            conversion.add_inputs(input, &types);
        }
        Some(())
    }

    /// The conversion of the arguments of `block`, if every type converts.
    pub fn convert_block_signature(
        &self,
        ctx: &Context,
        ir: &Ir,
        block: BlockId,
    ) -> Option<SignatureConversion> {
        let args = ir.block_arguments(block);
        let mut conversion = SignatureConversion::new(args.len());
        for (input, &arg) in args.iter().enumerate() {
            self.convert_signature_arg(ctx, input, ir.value_type(arg), &mut conversion)?;
        }
        Some(conversion)
    }

    fn materialize(
        callbacks: &[MaterializationCallback],
        ctx: &Context,
        builder: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        callbacks
            .iter()
            .rev()
            .find_map(|callback| callback(ctx, builder, ty, inputs, loc))
    }

    /// Builds an argument materialization of `inputs` to `ty`.
    pub fn materialize_argument_conversion(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(
            &self.argument_materializations,
            ctx,
            builder,
            ty,
            inputs,
            loc,
        )
    }

    /// Builds a source materialization of `inputs` to `ty`.
    pub fn materialize_source_conversion(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(&self.source_materializations, ctx, builder, ty, inputs, loc)
    }

    /// Builds a target materialization of `inputs` to `ty`.
    pub fn materialize_target_conversion(
        &self,
        ctx: &Context,
        builder: &mut OpBuilder<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        Self::materialize(&self.target_materializations, ctx, builder, ty, inputs, loc)
    }
}
