//! The state of a typed builder: what it has collected per operand,
//! attribute, result, region and successor group of the spec, and how it
//! becomes an op (segment sizes, defaults, properties).

use super::{
    AttrKind, Attribute, BlockId, Context, Ir, Location, NamedAttribute, OpBuilder, OpId, OpSpec,
    OperationState, RegionId, Type, Value, ValueKind, attribute_type, segments,
};

/// What a typed builder has collected: per operand, attribute, result,
/// region and successor group of the spec. [`OpBuildState::build`] computes
/// the segment sizes and creates the op.
#[derive(Clone)]
pub struct OpBuildState<'c> {
    ctx: &'c Context,
    spec: &'static OpSpec,
    operands: Vec<Vec<Value>>,
    subgroup_sizes: Vec<Option<Vec<i32>>>,
    attributes: Vec<Option<Attribute>>,
    results: Vec<Vec<Type>>,
    regions: Vec<Option<Vec<RegionId>>>,
    successors: Vec<Vec<BlockId>>,
    discardable: Vec<(String, Attribute)>,
    loc: Option<Location>,
}

impl<'c> OpBuildState<'c> {
    /// Nothing collected yet.
    pub fn new(ctx: &'c Context, spec: &'static OpSpec) -> Self {
        OpBuildState {
            ctx,
            spec,
            operands: vec![Vec::new(); spec.operands.len()],
            subgroup_sizes: vec![None; spec.operands.len()],
            attributes: vec![None; spec.attributes.len()],
            results: vec![Vec::new(); spec.results.len()],
            regions: vec![None; spec.regions.len()],
            successors: vec![Vec::new(); spec.successors.len()],
            discardable: Vec::new(),
            loc: None,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.ctx
    }

    /// Sets operand group `group` to one value.
    pub fn set_operand(&mut self, group: usize, value: Value) {
        self.operands[group] = vec![value];
    }

    /// Sets operand group `group`.
    pub fn set_operands(&mut self, group: usize, values: impl IntoIterator<Item = Value>) {
        self.operands[group] = values.into_iter().collect();
    }

    /// Sets a variadic-of-variadic operand group (its segment attribute is
    /// computed when building).
    pub fn set_operand_groups(
        &mut self,
        group: usize,
        groups: impl IntoIterator<Item = Vec<Value>>,
    ) {
        let groups: Vec<Vec<Value>> = groups.into_iter().collect();
        self.subgroup_sizes[group] = Some(groups.iter().map(|g| g.len() as i32).collect());
        self.operands[group] = groups.into_iter().flatten().collect();
    }

    /// Sets declared attribute `index`.
    pub fn set_attribute(&mut self, index: usize, value: Attribute) {
        self.attributes[index] = Some(value);
    }

    /// Removes declared attribute `index`.
    pub fn clear_attribute(&mut self, index: usize) {
        self.attributes[index] = None;
    }

    /// Adds a discardable attribute.
    pub fn add_attribute(&mut self, name: &str, value: Attribute) {
        self.discardable.push((name.to_string(), value));
    }

    /// Sets the type of single result group `group`.
    pub fn set_result_type(&mut self, group: usize, ty: Type) {
        self.results[group] = vec![ty];
    }

    /// Sets the types of result group `group`.
    pub fn set_result_types(&mut self, group: usize, types: impl IntoIterator<Item = Type>) {
        self.results[group] = types.into_iter().collect();
    }

    /// Gives region group `group` (otherwise an empty region is made for a
    /// single region, none for a variadic group).
    pub fn set_regions(&mut self, group: usize, regions: impl IntoIterator<Item = RegionId>) {
        self.regions[group] = Some(regions.into_iter().collect());
    }

    /// Sets successor group `group`.
    pub fn set_successors(&mut self, group: usize, blocks: impl IntoIterator<Item = BlockId>) {
        self.successors[group] = blocks.into_iter().collect();
    }

    /// Sets the location (otherwise the builder's default location, if
    /// any, else unknown).
    pub fn set_loc(&mut self, loc: impl Into<Location>) {
        self.loc = Some(loc.into());
    }

    /// The type of the first value of operand group `group`.
    pub fn operand_type(&self, ir: &Ir, group: usize) -> Option<Type> {
        self.operands[group].first().map(|&v| ir.value_type(v))
    }

    /// The type of declared attribute `index` (a typed attribute).
    pub fn attribute_type(&self, index: usize) -> Option<Type> {
        self.attributes[index].and_then(|a| attribute_type(self.ctx, a))
    }

    /// The type of the first value of result group `group`.
    pub fn result_type(&self, group: usize) -> Option<Type> {
        self.results[group].first().copied()
    }

    /// Creates the op at `builder`'s insertion point: operands in group
    /// order, segment sizes computed, default-valued attributes set to
    /// their defaults, properties and discardable attributes split as the
    /// spec says.
    pub fn build(self, builder: &mut OpBuilder<'_>) -> OpId {
        let ctx = self.ctx;
        let spec = self.spec;
        let mut attributes = self.attributes;
        for (i, group) in spec.operands.iter().enumerate() {
            if let (ValueKind::VariadicOfVariadic { segment_attr }, Some(sizes)) =
                (group.kind, &self.subgroup_sizes[i])
                && let Some(index) = spec.attributes.iter().position(|a| a.name == segment_attr)
            {
                attributes[index] = Some(dense_i32(ctx, sizes));
            }
        }
        let mut properties: Vec<NamedAttribute> = Vec::new();
        let mut discardable: Vec<NamedAttribute> = Vec::new();
        for (a, value) in spec.attributes.iter().zip(attributes) {
            let value = value.or_else(|| a.default.map(|d| d(ctx)));
            if let Some(v) = value {
                let entry = (ctx.ident(a.name), v);
                if a.property {
                    properties.push(entry);
                } else {
                    discardable.push(entry);
                }
            }
        }
        for (side, groups, lens) in [
            (
                segments::Side::Operands,
                spec.operands.len(),
                self.operands.iter().map(Vec::len).collect::<Vec<_>>(),
            ),
            (
                segments::Side::Results,
                spec.results.len(),
                self.results.iter().map(Vec::len).collect(),
            ),
        ] {
            if groups > 0 && side.attr_sized(spec) {
                let sizes: Vec<i32> = lens.iter().map(|&n| n as i32).collect();
                properties.push((
                    ctx.ident(side.segment_attr_names().0),
                    dense_i32(ctx, &sizes),
                ));
            }
        }
        for (name, value) in self.discardable {
            discardable.push((ctx.ident(&name), value));
        }
        let loc = self.loc.unwrap_or_else(|| ctx.unknown_loc().into());
        let mut state = OperationState::new(ctx, spec.name, loc);
        state.operands = self.operands.into_iter().flatten().collect();
        state.result_types = self.results.into_iter().flatten().collect();
        state.successors = self.successors.into_iter().flatten().collect();
        for (r, given) in spec.regions.iter().zip(self.regions) {
            match given {
                Some(regions) => state.regions.extend(regions),
                None if !r.variadic => state.regions.push(builder.ir().create_region()),
                None => {}
            }
        }
        state.attributes = ctx.dictionary_attr(discardable);
        // As parsed ops, no properties dictionary when none is set.
        if !properties.is_empty() {
            state.properties = Some(ctx.dictionary_attr(properties));
        }
        builder.create(state)
    }
}

/// `array<i32: ...>`.
fn dense_i32(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: values.iter().map(|&v| v as u32 as u128).collect(),
    })
}
