//! The translation of each kind of debug information node into its
//! `#llvm.di_*` attribute, field by field as MLIR 19's `DebugImporter`
//! (`translateImpl`) reads them, including what it drops: the elements of
//! a composite type when one of them cannot be translated (enumerators,
//! template parameters), an array type without base type, a node whose
//! scope or type failed.

use dialectic::dialects::llvm::dwarf::name_of;
use dialectic::dialects::llvm::{
    DIEmissionKind, DIFlags, DINameTableKind, DISubprogramFlags, DwarfCallingConvention,
    DwarfEncoding, DwarfLanguage, DwarfOperation, DwarfTag,
};
use dialectic::ods::EnumSpec;

use super::DebugImporter;
use super::attrs::{DiAttr, Params};
use super::ffi::{Bound, IntField as I, Kind, Md, NodeField as N, StringField as S};
use crate::import::body::Namer;

/// The name of a DWARF constant (nothing for a value without one, as
/// LLVM's `*String` functions print it).
fn dwarf_name(table: &EnumSpec, value: u64) -> &'static str {
    u32::try_from(value)
        .ok()
        .and_then(|v| name_of(table, v))
        .unwrap_or("")
}

/// Whether a node of kind `kind` is a `DINode`.
fn is_di_node(kind: Kind) -> bool {
    !matches!(
        kind,
        Kind::Other | Kind::Location | Kind::Expression | Kind::GlobalVariableExpression
    )
}

/// A bit enum value as MLIR prints it (quoted when it has several flags).
fn bit_enum_text(text: String) -> String {
    if text.contains('|') {
        format!("\"{text}\"")
    } else {
        text
    }
}

impl DebugImporter {
    /// `translate(llvm::DINode *)`'s dispatch on the node's kind.
    pub(super) fn translate_node(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        match node.kind() {
            Kind::BasicType => Some(self.basic_type(node)),
            Kind::CompileUnit => Some(self.compile_unit(namer, node)),
            Kind::CompositeType => self.composite_type(namer, node),
            Kind::DerivedType => self.derived_type(namer, node),
            Kind::StringType => Some(self.string_type(namer, node)),
            Kind::File => Some(self.file(node)),
            Kind::GlobalVariable => Some(self.global_variable(namer, node)),
            Kind::Label => self.label(namer, node),
            Kind::LexicalBlock => self.lexical_block(namer, node),
            Kind::LexicalBlockFile => self.lexical_block_file(namer, node),
            Kind::LocalVariable => self.local_variable(namer, node),
            Kind::Module => Some(self.module(namer, node)),
            Kind::Namespace => Some(self.namespace(namer, node)),
            Kind::Subprogram => self.subprogram(namer, node),
            Kind::Subrange => self.subrange(namer, node),
            Kind::SubroutineType => self.subroutine_type(namer, node),
            _ => None,
        }
    }

    fn basic_type(&mut self, node: Md) -> DiAttr {
        let mut p = Params::default();
        p.raw("tag", dwarf_name(&DwarfTag::SPEC, node.int(I::Tag)))
            .required_string(
                "name",
                Some(node.string(S::Name).unwrap_or_default().as_slice()),
            )
            .int("sizeInBits", node.int(I::SizeInBits));
        let encoding = node.int(I::Encoding);
        if encoding != 0 {
            p.raw("encoding", dwarf_name(&DwarfEncoding::SPEC, encoding));
        }
        self.attrs.get("di_basic_type", p)
    }

    fn compile_unit(&mut self, namer: &mut Namer, node: Md) -> DiAttr {
        let id = self.distinct_id(namer, node);
        let file = self.translate(namer, node.node(N::File));
        let emission = DIEmissionKind::from_bits(node.int(I::EmissionKind) as i64)
            .map_or_else(String::new, |k| k.to_string());
        let name_table = node.int(I::NameTableKind);
        let mut p = Params::default();
        p.raw("id", id)
            .raw(
                "sourceLanguage",
                dwarf_name(&DwarfLanguage::SPEC, node.int(I::SourceLanguage)),
            )
            .required("file", file)
            .string("producer", node.string(S::Producer).as_deref())
            .required_flag("isOptimized", node.flag(I::IsOptimized))
            .raw("emissionKind", emission);
        if name_table != 0
            && let Some(kind) = DINameTableKind::from_bits(name_table as i64)
        {
            p.raw("nameTableKind", kind.to_string());
        }
        self.attrs.get("di_compile_unit", p)
    }

    fn composite_type(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let flags = u32::try_from(node.int(I::Flags))
            .ok()
            .and_then(DIFlags::from_bits)
            .unwrap_or_default();
        let mut elements = Vec::new();
        let mut all_elements = true;
        for element in node.node(N::Elements).tuple_items() {
            match self.translate(namer, element) {
                Some(a) => elements.push(a),
                None => all_elements = false,
            }
        }
        if !all_elements {
            elements.clear();
        }
        let base_type = self.translate(namer, node.node(N::BaseType));
        if node.int(I::Tag) == DwarfTag::DW_TAG_array_type as u64 && base_type.is_none() {
            return None;
        }
        let file = self.translate(namer, node.node(N::File));
        let scope = self.translate(namer, node.node(N::Scope));
        let data_location = self.expression(node.node(N::DataLocation));
        let rank = self.expression(node.node(N::Rank));
        let allocated = self.expression(node.node(N::Allocated));
        let associated = self.expression(node.node(N::Associated));
        let mut p = Params::default();
        p.raw("tag", dwarf_name(&DwarfTag::SPEC, node.int(I::Tag)))
            .string("name", node.string(S::Name).as_deref())
            .attr("file", file)
            .int("line", node.int(I::Line))
            .attr("scope", scope)
            .attr("baseType", base_type);
        if flags.bits() != 0 {
            p.raw("flags", bit_enum_text(flags.to_string()));
        }
        // The elements go last: a list parameter followed by others does not
        // parse back (MLIR prints them in that order, and fails to read it).
        p.int("sizeInBits", node.int(I::SizeInBits))
            .int("alignInBits", node.int(I::AlignInBits))
            .attr("dataLocation", data_location)
            .attr("rank", rank)
            .attr("allocated", allocated)
            .attr("associated", associated)
            .list("elements", &elements);
        Some(self.attrs.get("di_composite_type", p))
    }

    fn derived_type(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let raw_base = node.node(N::BaseType);
        let base_type = self.translate(namer, raw_base);
        if !raw_base.is_null() && base_type.is_none() {
            return None;
        }
        let raw_extra = node.node(N::ExtraData);
        // Extra data that is no `DINode` (a constant, a tuple) is left out.
        let extra_data = if is_di_node(raw_extra.kind()) {
            self.translate(namer, raw_extra)
        } else {
            None
        };
        let mut p = Params::default();
        p.raw("tag", dwarf_name(&DwarfTag::SPEC, node.int(I::Tag)))
            .string("name", node.string(S::Name).as_deref())
            .attr("baseType", base_type)
            .int("sizeInBits", node.int(I::SizeInBits))
            .int("alignInBits", node.int(I::AlignInBits))
            .int("offsetInBits", node.int(I::OffsetInBits));
        if let Some(space) = node.opt_int(I::DwarfAddressSpace) {
            p.raw("dwarfAddressSpace", space.to_string());
        }
        p.attr("extraData", extra_data);
        Some(self.attrs.get("di_derived_type", p))
    }

    fn string_type(&mut self, namer: &mut Namer, node: Md) -> DiAttr {
        let length = self.translate(namer, node.node(N::StringLength));
        let length_exp = self.expression(node.node(N::StringLengthExp));
        let location_exp = self.expression(node.node(N::StringLocationExp));
        let mut p = Params::default();
        p.raw("tag", dwarf_name(&DwarfTag::SPEC, node.int(I::Tag)))
            .required_string("name", node.string(S::Name).as_deref())
            .int("sizeInBits", node.int(I::SizeInBits))
            .int("alignInBits", node.int(I::AlignInBits))
            .attr("stringLength", length)
            .attr("stringLengthExp", length_exp)
            .attr("stringLocationExp", location_exp);
        let encoding = node.int(I::Encoding);
        if encoding != 0 {
            p.raw("encoding", dwarf_name(&DwarfEncoding::SPEC, encoding));
        }
        self.attrs.get("di_string_type", p)
    }

    fn file(&mut self, node: Md) -> DiAttr {
        let mut p = Params::default();
        p.required_string(
            "name",
            Some(node.string(S::Filename).unwrap_or_default().as_slice()),
        )
        .required_string(
            "directory",
            Some(node.string(S::Directory).unwrap_or_default().as_slice()),
        );
        self.attrs.get("di_file", p)
    }

    fn label(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let raw_scope = node.node(N::Scope);
        let scope = self.translate(namer, raw_scope);
        if !raw_scope.is_null() && scope.is_none() {
            return None;
        }
        let file = self.translate(namer, node.node(N::File));
        let mut p = Params::default();
        p.required("scope", scope)
            .string("name", node.string(S::Name).as_deref())
            .attr("file", file)
            .int("line", node.int(I::Line));
        Some(self.attrs.get("di_label", p))
    }

    fn lexical_block(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let raw_scope = node.node(N::Scope);
        let scope = self.translate(namer, raw_scope);
        if !raw_scope.is_null() && scope.is_none() {
            return None;
        }
        let file = self.translate(namer, node.node(N::File));
        let mut p = Params::default();
        p.required("scope", scope)
            .attr("file", file)
            .int("line", node.int(I::Line))
            .int("column", node.int(I::Column));
        Some(self.attrs.get("di_lexical_block", p))
    }

    fn lexical_block_file(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let raw_scope = node.node(N::Scope);
        let scope = self.translate(namer, raw_scope);
        if !raw_scope.is_null() && scope.is_none() {
            return None;
        }
        let file = self.translate(namer, node.node(N::File));
        let mut p = Params::default();
        p.required("scope", scope)
            .attr("file", file)
            .required_int("discriminator", node.int(I::Discriminator));
        Some(self.attrs.get("di_lexical_block_file", p))
    }

    fn global_variable(&mut self, namer: &mut Namer, node: Md) -> DiAttr {
        // MLIR writes empty names as absent, and writes the variable's name
        // where it has a linkage name.
        let name = node.string(S::Name).filter(|n| !n.is_empty());
        let has_linkage_name = node.string(S::LinkageName).is_some_and(|n| !n.is_empty());
        let linkage_name = if has_linkage_name {
            Some(node.string(S::Name).unwrap_or_default())
        } else {
            None
        };
        let scope = self.translate(namer, node.node(N::Scope));
        let file = self.translate(namer, node.node(N::File));
        let ty = self.translate(namer, node.node(N::Type));
        let mut p = Params::default();
        p.attr("scope", scope)
            .string("name", name.as_deref())
            .string("linkageName", linkage_name.as_deref())
            .required("file", file)
            .required_int("line", node.int(I::Line))
            .required("type", ty)
            .flag("isLocalToUnit", node.flag(I::IsLocalToUnit))
            .flag("isDefined", node.flag(I::IsDefinition))
            .int("alignInBits", node.int(I::AlignInBits));
        self.attrs.get("di_global_variable", p)
    }

    fn local_variable(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let raw_scope = node.node(N::Scope);
        let scope = self.translate(namer, raw_scope);
        if !raw_scope.is_null() && scope.is_none() {
            return None;
        }
        let file = self.translate(namer, node.node(N::File));
        let ty = self.translate(namer, node.node(N::Type));
        let mut p = Params::default();
        p.required("scope", scope)
            .string("name", node.string(S::Name).as_deref())
            .attr("file", file)
            .int("line", node.int(I::Line))
            .int("arg", node.int(I::Arg))
            .int("alignInBits", node.int(I::AlignInBits))
            .attr("type", ty);
        Some(self.attrs.get("di_local_variable", p))
    }

    fn module(&mut self, namer: &mut Namer, node: Md) -> DiAttr {
        let file = self.translate(namer, node.node(N::File));
        let scope = self.translate(namer, node.node(N::Scope));
        let mut p = Params::default();
        p.attr("file", file)
            .attr("scope", scope)
            .string("name", node.string(S::Name).as_deref())
            .string("configMacros", node.string(S::ConfigMacros).as_deref())
            .string("includePath", node.string(S::IncludePath).as_deref())
            .string("apinotes", node.string(S::ApiNotes).as_deref())
            .int("line", node.int(I::Line))
            .flag("isDecl", node.flag(I::IsDecl));
        self.attrs.get("di_module", p)
    }

    fn namespace(&mut self, namer: &mut Namer, node: Md) -> DiAttr {
        let scope = self.translate(namer, node.node(N::Scope));
        let mut p = Params::default();
        p.string("name", node.string(S::Name).as_deref())
            .attr("scope", scope)
            .required_flag("exportSymbols", node.flag(I::ExportSymbols));
        self.attrs.get("di_namespace", p)
    }

    fn subprogram(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        // Only definitions have a distinct identifier.
        let id = node
            .flag(I::IsDistinct)
            .then(|| self.distinct_id(namer, node));
        let raw_scope = node.node(N::Scope);
        let scope = self.translate(namer, raw_scope);
        if !raw_scope.is_null() && scope.is_none() {
            return None;
        }
        let raw_type = node.node(N::Type);
        let ty = self.translate(namer, raw_type);
        if !raw_type.is_null() && ty.is_none() {
            return None;
        }
        let unit = self.translate(namer, node.node(N::Unit));
        let file = self.translate(namer, node.node(N::File));
        let flags = u32::try_from(node.int(I::SpFlags))
            .map(|bits| DISubprogramFlags(bits & DISubprogramFlags::VALID_BITS))
            .unwrap_or_default();
        let mut p = Params::default();
        if let Some(id) = id {
            p.raw("id", id);
        }
        p.attr("compileUnit", unit)
            .required("scope", scope)
            .string("name", node.string(S::Name).as_deref())
            .string("linkageName", node.string(S::LinkageName).as_deref())
            .required("file", file)
            .int("line", node.int(I::Line))
            .int("scopeLine", node.int(I::ScopeLine));
        if flags.bits() != 0 {
            p.raw("subprogramFlags", bit_enum_text(flags.to_string()));
        }
        p.attr("type", ty);
        Some(self.attrs.get("di_subprogram", p))
    }

    /// A subrange bound: an `i64` constant, an expression or a variable.
    fn bound(&mut self, namer: &mut Namer, bound: Bound) -> Option<Result<i64, DiAttr>> {
        match bound {
            Bound::Constant(v) => Some(Ok(v)),
            Bound::Node(n) => match n.kind() {
                Kind::Expression => self.expression(n).map(Err),
                Kind::LocalVariable | Kind::GlobalVariable => self.translate(namer, n).map(Err),
                _ => None,
            },
            Bound::Absent | Bound::Unsupported => None,
        }
    }

    fn subrange(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let count = self.bound(namer, node.subrange_bound(0));
        let upper = self.bound(namer, node.subrange_bound(2));
        if count.is_none() && upper.is_none() {
            return None;
        }
        let lower = self.bound(namer, node.subrange_bound(1));
        let stride = self.bound(namer, node.subrange_bound(3));
        let mut p = Params::default();
        for (name, value) in [
            ("count", count),
            ("lowerBound", lower),
            ("upperBound", upper),
            ("stride", stride),
        ] {
            match value {
                Some(Ok(v)) => {
                    p.raw(name, format!("{v} : i64"));
                }
                Some(Err(attr)) => {
                    p.attr(name, Some(attr));
                }
                None => {}
            }
        }
        Some(self.attrs.get("di_subrange", p))
    }

    fn subroutine_type(&mut self, namer: &mut Namer, node: Md) -> Option<DiAttr> {
        let mut types = Vec::new();
        let mut all = true;
        for ty in node.node(N::TypeArray).tuple_items() {
            if ty.is_null() {
                // A void result or variadic arguments.
                types.push(self.attrs.get("di_null_type", Params::default()));
                continue;
            }
            match self.translate(namer, ty) {
                Some(a) => types.push(a),
                None => all = false,
            }
        }
        if !all {
            return None;
        }
        let mut p = Params::default();
        let cc = node.int(I::CallingConvention);
        if cc != 0 {
            p.raw(
                "callingConvention",
                dwarf_name(&DwarfCallingConvention::SPEC, cc),
            );
        }
        p.list("types", &types);
        Some(self.attrs.get("di_subroutine_type", p))
    }

    /// `translateExpression`: the operations of a DWARF expression (none
    /// for a missing node, or a node of another kind).
    pub fn expression(&mut self, node: Md) -> Option<DiAttr> {
        if node.kind() != Kind::Expression {
            return None;
        }
        let ops: Vec<String> = node
            .expression_operations()
            .into_iter()
            .map(|(op, args)| {
                let name = dwarf_name(&DwarfOperation::SPEC, op);
                if args.is_empty() {
                    name.to_string()
                } else {
                    let args: Vec<String> = args.iter().map(u64::to_string).collect();
                    format!("{name}({})", args.join(", "))
                }
            })
            .collect();
        let mut p = Params::default();
        p.raw("operations", ops.join(", "));
        Some(self.attrs.get("di_expression", p))
    }
}
