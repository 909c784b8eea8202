//! Constants, as MLIR's `ModuleImport` converts them: a constant becomes an
//! attribute where it can (`llvm.mlir.constant`), or `llvm.mlir.zero`,
//! `undef`, `poison`, `addressof`, an `undef` root filled with
//! `insertvalue`/`insertelement`, or the op of a constant expression. All
//! the constants a constant depends on are converted first, in the
//! post-order MLIR's work-list traversal produces (last operand first), and
//! placed at the front of the entry block after the previous constants.

use crate::llvm;
use crate::llvm::AnyValue;
use inkwell::llvm_sys::LLVMTypeKind;

use super::body::{OpSpec, Val};
use super::debug_info::Location;
use super::llvm::{operands, print_value, type_kind, type_of, value_name};
use super::module_import::{ImportResult, ModuleImporter};
use super::types::escape_string;

impl<'ctx> ModuleImporter<'ctx> {
    /// `convertValue`: the value `v` maps to, converting a constant on first use.
    pub fn convert_value(&mut self, v: AnyValue<'ctx>) -> ImportResult<Val> {
        if let Some(val) = self.region.values.get(&v) {
            return Ok(val.clone());
        }
        if !llvm::is_a_constant(v).is_null() {
            return self.convert_constant_expr(v);
        }
        let loc = if super::llvm::is_instruction(v) {
            self.instruction_location(v)
        } else {
            Location::Unknown
        };
        Err(self.error_at(&loc, format!("unhandled value: {}", print_value(v))))
    }

    /// `convertConstantExpr`: converts `c` and every constant it depends on
    /// at the constant insertion point.
    pub fn convert_constant_expr(&mut self, c: AnyValue<'ctx>) -> ImportResult<Val> {
        let saved = self.region.ip;
        self.region.ip = self.region.constant_ip();
        // Constants have no location.
        let saved_loc = std::mem::replace(&mut self.loc, Location::Unknown);
        let order = self.constants_to_convert(c);
        for constant in order {
            let val = self.convert_constant(constant)?;
            self.region.values.insert(constant, val);
        }
        let result =
            self.region.values.get(&c).cloned().ok_or_else(|| {
                self.error_unknown(format!("unhandled constant: {}", print_value(c)))
            })?;
        if let super::body::Def::Op(id) = result.def {
            self.region.constant_after = Some(id);
        }
        self.region.ip = saved;
        self.loc = saved_loc;
        Ok(result)
    }

    /// `getConstantsToConvert`: the constants `c` depends on (itself last)
    /// that have no value yet, in post-order.
    fn constants_to_convert(&self, c: AnyValue<'ctx>) -> Vec<AnyValue<'ctx>> {
        if self.region.values.contains_key(&c) {
            return Vec::new();
        }
        let mut ordered: Vec<AnyValue<'_>> = Vec::new();
        let mut ordered_set = std::collections::HashSet::new();
        let mut work: Vec<AnyValue<'_>> = vec![c];
        let mut work_set = std::collections::HashSet::from([c]);
        let mut adjacency: std::collections::HashMap<AnyValue<'_>, Vec<AnyValue<'_>>> =
            std::collections::HashMap::new();
        while let Some(&current) = work.last() {
            let deps = adjacency
                .entry(current)
                .or_insert_with(|| constant_dependencies(current));
            match deps.pop() {
                None => {
                    ordered.push(current);
                    ordered_set.insert(current);
                    work.pop();
                    work_set.remove(&current);
                }
                Some(dep) => {
                    if self.region.values.contains_key(&dep)
                        || work_set.contains(&dep)
                        || ordered_set.contains(&dep)
                    {
                        continue;
                    }
                    work.push(dep);
                    work_set.insert(dep);
                }
            }
        }
        ordered
    }

    /// `convertConstant`: one constant whose dependencies have values.
    fn convert_constant(&mut self, c: AnyValue<'ctx>) -> ImportResult<Val> {
        let ty = self.types.convert(type_of(c));
        if let Some(attr) = self.constant_as_attr(c) {
            let mut spec = OpSpec {
                name: "llvm.mlir.constant",
                result: Some(ty),
                ..Default::default()
            };
            spec.prop("value", attr);
            return Ok(self.emit(spec).expect("constant has a result"));
        }
        let simple = |name: &'static str, ty: String| OpSpec {
            name,
            result: Some(ty),
            ..Default::default()
        };
        if !llvm::is_a_constant_pointer_null(c).is_null() {
            return Ok(self.emit(simple("llvm.mlir.zero", ty)).expect("result"));
        }
        if !llvm::is_a_constant_token_none(c).is_null() {
            return Ok(self.emit(simple("llvm.mlir.none", ty)).expect("result"));
        }
        if !llvm::is_a_poison_value(c).is_null() {
            return Ok(self.emit(simple("llvm.mlir.poison", ty)).expect("result"));
        }
        if !llvm::is_a_undef_value(c).is_null() {
            return Ok(self.emit(simple("llvm.mlir.undef", ty)).expect("result"));
        }
        if !llvm::is_a_global_object(c).is_null() {
            let name = value_name(c);
            let mut spec = simple("llvm.mlir.addressof", ty);
            spec.prop("global_name", symbol_ref(&name));
            return Ok(self.emit(spec).expect("result"));
        }
        if !llvm::is_a_constant_expr(c).is_null() {
            return self.convert_instruction_value(c, llvm::get_const_opcode(c));
        }
        let is_zero = !llvm::is_a_constant_aggregate_zero(c).is_null();
        if is_zero
            || !llvm::is_a_constant_array(c).is_null()
            || !llvm::is_a_constant_struct(c).is_null()
            || !llvm::is_a_constant_vector(c).is_null()
        {
            let elements: Vec<AnyValue<'_>> = if is_zero {
                (0..aggregate_len(type_of(c)))
                    .map(|i| llvm::get_aggregate_element(c, i))
                    .collect()
            } else {
                operands(c)
            };
            let values: Vec<Val> = elements
                .iter()
                .map(|e| self.region.values.get(e).cloned())
                .collect::<Option<_>>()
                .ok_or_else(|| {
                    self.error_unknown(format!("unhandled constant: {}", print_value(c)))
                })?;
            let is_vector = matches!(
                type_kind(type_of(c)),
                LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind
            );
            let mut root = self
                .emit(simple("llvm.mlir.undef", ty.clone()))
                .expect("result");
            for (i, v) in values.into_iter().enumerate() {
                if is_vector {
                    let mut idx = simple("llvm.mlir.constant", "i32".into());
                    idx.prop("value", format!("{i} : i32"));
                    let index = self.emit(idx).expect("result");
                    let spec = OpSpec {
                        name: "llvm.insertelement",
                        operands: vec![root, v, index],
                        result: Some(ty.clone()),
                        ..Default::default()
                    };
                    root = self.emit(spec).expect("result");
                } else {
                    let mut spec = OpSpec {
                        name: "llvm.insertvalue",
                        operands: vec![root, v],
                        result: Some(ty.clone()),
                        ..Default::default()
                    };
                    spec.prop("position", format!("array<i64: {i}>"));
                    root = self.emit(spec).expect("result");
                }
            }
            return Ok(root);
        }
        if type_kind(type_of(c)) == LLVMTypeKind::LLVMTargetExtTypeKind {
            return Ok(self.emit(simple("llvm.mlir.zero", ty)).expect("result"));
        }
        let why = if llvm::is_a_block_address(c).is_null() {
            ""
        } else {
            " since blockaddress(...) is unsupported"
        };
        Err(self.error_unknown(format!("unhandled constant: {}{why}", print_value(c))))
    }

    /// `getConstantAsAttr`: the attribute text of a constant representable
    /// as one (scalars, strings, dense elements, zero aggregates).
    pub fn constant_as_attr(&mut self, c: AnyValue<'ctx>) -> Option<String> {
        if let Some(s) = scalar_attr(c) {
            return Some(s);
        }
        if !llvm::is_a_constant_data_sequential(c).is_null() {
            if llvm::is_constant_string(c) != 0 {
                return Some(llvm::with_as_string(c, |bytes| {
                    format!("\"{}\"", escape_string(bytes))
                }));
            }
            let shape = self.types.attr_shape(type_of(c))?;
            let n = aggregate_len(type_of(c));
            let elems: Vec<String> = (0..n)
                .map(|i| scalar_literal(llvm::get_aggregate_element(c, i)))
                .collect::<Option<_>>()?;
            return Some(dense(&shape.dims, &elems, &shape.text));
        }
        if !llvm::is_a_constant_array(c).is_null()
            || !llvm::is_a_constant_struct(c).is_null()
            || !llvm::is_a_constant_vector(c).is_null()
        {
            let shape = self.types.attr_shape(type_of(c))?;
            let mut elems = Vec::new();
            let mut work = vec![c];
            while let Some(cur) = work.pop() {
                if !llvm::is_a_constant_array(cur).is_null()
                    || !llvm::is_a_constant_struct(cur).is_null()
                    || !llvm::is_a_constant_vector(cur).is_null()
                {
                    work.extend(operands(cur).into_iter().rev());
                    continue;
                }
                if !llvm::is_a_constant_data_sequential(cur).is_null() {
                    for i in 0..aggregate_len(type_of(cur)) {
                        elems.push(scalar_literal(llvm::get_aggregate_element(cur, i))?);
                    }
                    continue;
                }
                elems.push(scalar_literal(cur)?);
            }
            return Some(dense(&shape.dims, &elems, &shape.text));
        }
        if !llvm::is_a_constant_aggregate_zero(c).is_null() {
            let shape = self.types.attr_shape(type_of(c))?;
            let zero = if shape.element.starts_with('i') {
                "0"
            } else {
                "0.000000e+00"
            };
            return Some(format!("dense<{zero}> : {}", shape.text));
        }
        None
    }
}

/// The number of elements of an array, vector or struct type.
pub fn aggregate_len<'ctx>(t: llvm::AnyType<'ctx>) -> u32 {
    match type_kind(t) {
        LLVMTypeKind::LLVMArrayTypeKind => llvm::get_array_length2(t) as u32,
        LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => {
            llvm::get_vector_size(t)
        }
        LLVMTypeKind::LLVMStructTypeKind => llvm::count_struct_element_types(t),
        _ => 0,
    }
}

/// The constants a constant's conversion depends on: its constant operands
/// (the elements of a zero aggregate).
fn constant_dependencies<'ctx>(c: AnyValue<'ctx>) -> Vec<AnyValue<'ctx>> {
    let mut deps: Vec<AnyValue<'_>> = operands(c)
        .into_iter()
        .filter(|&o| !o.is_null() && !llvm::is_a_constant(o).is_null())
        .collect();
    if !llvm::is_a_constant_aggregate_zero(c).is_null() {
        for i in 0..aggregate_len(type_of(c)) {
            deps.push(llvm::get_aggregate_element(c, i));
        }
    }
    deps
}

/// `@name` as a symbol reference.
pub fn symbol_ref(name: &str) -> String {
    let plain = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if plain {
        format!("@{name}")
    } else {
        format!("@\"{}\"", escape_string(name.as_bytes()))
    }
}

/// The literal of an integer or float constant inside an attribute (no type).
fn scalar_literal<'ctx>(c: AnyValue<'ctx>) -> Option<String> {
    if !llvm::is_a_constant_int(c).is_null() {
        return Some(int_literal(c));
    }
    if !llvm::is_a_constant_fp(c).is_null() {
        return float_literal(c);
    }
    None
}

/// The attribute of a scalar integer or float constant (`5 : i32`).
pub fn scalar_attr<'ctx>(c: AnyValue<'ctx>) -> Option<String> {
    if !llvm::is_a_constant_int(c).is_null() {
        let width = llvm::get_int_type_width(type_of(c));
        if width == 1 {
            return Some(int_literal(c));
        }
        return Some(format!("{} : i{width}", int_literal(c)));
    }
    if !llvm::is_a_constant_fp(c).is_null() {
        let ty = super::types::TypeConverter::default().convert(type_of(c));
        return Some(format!("{} : {ty}", float_literal(c)?));
    }
    None
}

/// An integer constant as a signed decimal (`true`/`false` for `i1`).
pub fn int_literal<'ctx>(c: AnyValue<'ctx>) -> String {
    let width = llvm::get_int_type_width(type_of(c));
    if width == 1 {
        return if llvm::const_int_get_zext_value(c) != 0 {
            "true".into()
        } else {
            "false".into()
        };
    }
    if width <= 64 {
        return llvm::const_int_get_sext_value(c).to_string();
    }
    // Wider than 64 bits: LLVM prints `iN <signed decimal>`.
    print_value(c)
        .split_whitespace()
        .last()
        .unwrap_or("0")
        .to_string()
}

/// A float constant as a hexadecimal literal of its bits.
fn float_literal<'ctx>(c: AnyValue<'ctx>) -> Option<String> {
    let t = type_of(c);
    match type_kind(t) {
        LLVMTypeKind::LLVMFloatTypeKind => {
            let d = llvm::const_real_get_double(c).0;
            Some(format!("0x{:08X}", (d as f32).to_bits()))
        }
        LLVMTypeKind::LLVMDoubleTypeKind => {
            let d = llvm::const_real_get_double(c).0;
            Some(format!("0x{:016X}", d.to_bits()))
        }
        // MLIR 19 builds the attributes of wider formats from the
        // value converted to a double.
        LLVMTypeKind::LLVMX86_FP80TypeKind => {
            let d = llvm::const_real_get_double(c).0;
            Some(format!("0x{:020X}", f64_to_f80_bits(d)))
        }
        LLVMTypeKind::LLVMFP128TypeKind => {
            let d = llvm::const_real_get_double(c).0;
            Some(format!("0x{:032X}", f64_to_f128_bits(d)))
        }
        _ => {
            // LLVM prints other formats as `0xH` (half), `0xR`
            // (bfloat), `0xK` (x86_fp80, sign/exponent first) and `0xL`
            // (fp128, low 64 bits first) followed by hex digits.
            let printed = print_value(c);
            let lit = printed.split_whitespace().last()?;
            let digits = lit.get(3..)?;
            let kind = lit.get(..3)?;
            match kind {
                "0xH" | "0xR" | "0xK" => Some(format!("0x{digits}")),
                "0xL" if digits.len() == 32 => {
                    Some(format!("0x{}{}", &digits[16..], &digits[..16]))
                }
                _ => None,
            }
        }
    }
}

/// `dense<...> : shape` from the flat elements of a shape.
fn dense(dims: &[u64], elems: &[String], shape: &str) -> String {
    fn nest(dims: &[u64], elems: &[String], out: &mut String) {
        if dims.is_empty() {
            out.push_str(&elems[0]);
            return;
        }
        out.push('[');
        let inner: usize = dims[1..].iter().product::<u64>() as usize;
        for i in 0..dims[0] as usize {
            if i > 0 {
                out.push_str(", ");
            }
            nest(&dims[1..], &elems[i * inner..(i + 1) * inner], out);
        }
        out.push(']');
    }
    let mut s = String::from("dense<");
    if elems.is_empty() {
        s.push_str("[]");
    } else {
        nest(dims, elems, &mut s);
    }
    s.push_str("> : ");
    s.push_str(shape);
    s
}

/// The x87 extended-precision bits of a double (exact).
fn f64_to_f80_bits(d: f64) -> u128 {
    let bits = d.to_bits();
    let sign = (bits >> 63) as u128;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, mantissa): (u128, u128) = if exp == 0 {
        if frac == 0 {
            (0, 0)
        } else {
            // Subnormal double: normalize.
            let shift = frac.leading_zeros() as i64 - 11;
            let m = (frac as u128) << (11 + shift);
            ((1 - 1023 - shift + 16383) as u128, m)
        }
    } else if exp == 0x7ff {
        (0x7fff, (1u128 << 63) | ((frac as u128) << 11))
    } else {
        (
            (exp - 1023 + 16383) as u128,
            (1u128 << 63) | ((frac as u128) << 11),
        )
    };
    (sign << 79) | (e << 64) | mantissa
}

/// The IEEE quad-precision bits of a double (exact).
fn f64_to_f128_bits(d: f64) -> u128 {
    let bits = d.to_bits();
    let sign = (bits >> 63) as u128;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, f): (u128, u128) = if exp == 0 {
        if frac == 0 {
            (0, 0)
        } else {
            let shift = frac.leading_zeros() as i64 - 11;
            let m = ((frac as u128) << (shift + 1)) & ((1u128 << 52) - 1);
            ((1 - 1023 - shift + 16383) as u128, m << 60)
        }
    } else if exp == 0x7ff {
        (0x7fff, (frac as u128) << 60)
    } else {
        ((exp - 1023 + 16383) as u128, (frac as u128) << 60)
    };
    (sign << 127) | (e << 112) | f
}
