//! The `llvm` dialect's types written in Rust: their syntax (MLIR's
//! LLVMTypeSyntax.cpp), their verifiers with MLIR's messages, and the API
//! of `!llvm.struct`, whose identified form is uniqued by name and gets its
//! body once, later (the context's table of type bodies).
//!
//! Inside an LLVM type, nested LLVM types are written without `!llvm.`
//! (`!llvm.array<4 x ptr>`); the parser takes either spelling. An
//! identified struct met again inside its own body is written by name only
//! (`!llvm.struct<"list", (i32, struct<"list">)>`): the parser and the
//! printer each keep the names of the structs they are inside of, per
//! thread, as MLIR's cyclic parse and print stacks.

use std::cell::RefCell;

use super::compat::{is_compatible_float_type, is_compatible_type};
use super::{
    LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMLabelType, LLVMMetadataType,
    LLVMPPCFP128Type, LLVMPointerType, LLVMScalableVectorType, LLVMStructType, LLVMTargetExtType,
    LLVMTokenType, LLVMVoidType, LLVMX86MMXType,
};
use crate::op_support::{
    self, Context, DYNAMIC, DialectSymbol, OpParser, PResult, Param, ParseError, Signedness,
    SymbolPrinter, TokenKind, Type, TypeKind, type_to_string, write_escaped,
};

const DIALECT: &str = "llvm";

/// The mnemonic and the declared parameters of `ty` if it is a type of the
/// `llvm` dialect (`("ptr", [Int(1)])` for `!llvm.ptr<1>`).
pub fn llvm_type(ctx: &Context, ty: Type) -> Option<(&str, &[Param])> {
    match ctx.type_kind(ty) {
        TypeKind::Dialect(sym) if ctx.ident_str(sym.dialect) == DIALECT => {
            Some((ctx.ident_str(sym.mnemonic), declared_params(sym)))
        }
        _ => None,
    }
}

/// The parameters after the stored mnemonic.
fn declared_params(sym: &DialectSymbol) -> &[Param] {
    sym.params.get(1..).unwrap_or_default()
}

fn is_llvm(ctx: &Context, ty: Type, mnemonic: &str) -> bool {
    llvm_type(ctx, ty).is_some_and(|(m, _)| m == mnemonic)
}

// ---------------------------------------------------------------------------
// Structs.

/// The body of an identified struct, as the context's table stores it.
struct StructBody<'c> {
    elements: &'c [Type],
    packed: bool,
    opaque: bool,
}

fn struct_body_params(elements: Vec<Type>, packed: bool, opaque: bool) -> Vec<Param> {
    vec![
        Param::Types(elements.into()),
        Param::Bool(packed),
        Param::Bool(opaque),
    ]
}

/// Whether a struct was given another body than the one being set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StructBodyAlreadySet;

impl LLVMStructType {
    /// The mnemonic.
    pub const MNEMONIC: &'static str = "struct";

    /// The literal struct of `elements` (uniqued by its elements and
    /// packedness): `!llvm.struct<(i32, f32)>`.
    pub fn get_literal(ctx: &Context, elements: Vec<Type>, packed: bool) -> Type {
        op_support::dialect_type(
            ctx,
            DIALECT,
            Self::MNEMONIC,
            vec![Param::Types(elements.into()), Param::Bool(packed)],
        )
    }

    /// The identified struct named `name`, with the body it has (none yet
    /// if it is new): `!llvm.struct<"name", ...>`.
    pub fn get_identified(ctx: &Context, name: &str) -> Type {
        op_support::dialect_type(ctx, DIALECT, Self::MNEMONIC, vec![Param::Str(name.into())])
    }

    /// The identified struct named `name`, made opaque if it had no body
    /// yet (MLIR's `getOpaque`); it stays as it was if it had one, which
    /// [`LLVMStructType::is_opaque`] tells.
    pub fn get_opaque(ctx: &Context, name: &str) -> Type {
        let ty = Self::get_identified(ctx, name);
        if !Self::is_initialized(ctx, ty) {
            // Another thread may have set a body in between: then the
            // struct keeps it and is not opaque.
            let _ = ctx.set_type_body(ty, struct_body_params(Vec::new(), false, true));
        }
        ty
    }

    /// Sets the body of an identified struct, once (MLIR's `setBody`):
    /// succeeds if it had none or exactly this one, fails if it has
    /// another (or is opaque, or is not an identified struct).
    pub fn set_body(
        ctx: &Context,
        ty: Type,
        elements: Vec<Type>,
        packed: bool,
    ) -> Result<(), StructBodyAlreadySet> {
        if Self::name(ctx, ty).is_none() {
            return Err(StructBodyAlreadySet);
        }
        ctx.set_type_body(ty, struct_body_params(elements, packed, false))
            .map_err(|_| StructBodyAlreadySet)
    }

    /// Whether `ty` is an `!llvm.struct`.
    pub fn is(ctx: &Context, ty: Type) -> bool {
        is_llvm(ctx, ty, Self::MNEMONIC)
    }

    /// The name of an identified struct.
    pub fn name(ctx: &Context, ty: Type) -> Option<&str> {
        match llvm_type(ctx, ty)? {
            ("struct", [Param::Str(name)]) => Some(name),
            _ => None,
        }
    }

    /// Whether `ty` is an identified struct.
    pub fn is_identified(ctx: &Context, ty: Type) -> bool {
        Self::name(ctx, ty).is_some()
    }

    fn identified_body(ctx: &Context, ty: Type) -> Option<StructBody<'_>> {
        match ctx.type_body(ty)? {
            [
                Param::Types(elements),
                Param::Bool(packed),
                Param::Bool(opaque),
            ] => Some(StructBody {
                elements,
                packed: *packed,
                opaque: *opaque,
            }),
            _ => None,
        }
    }

    /// Whether the struct has a body (or was declared opaque); literal
    /// structs always have one.
    pub fn is_initialized(ctx: &Context, ty: Type) -> bool {
        match llvm_type(ctx, ty) {
            Some(("struct", [Param::Str(_)])) => ctx.type_body(ty).is_some(),
            Some(("struct", _)) => true,
            _ => false,
        }
    }

    /// Whether `ty` is an identified struct whose body is not known: opaque
    /// or not set yet (MLIR's `isOpaque`).
    pub fn is_opaque(ctx: &Context, ty: Type) -> bool {
        Self::is_identified(ctx, ty)
            && Self::identified_body(ctx, ty).is_none_or(|body| body.opaque)
    }

    /// Whether the struct is packed.
    pub fn is_packed(ctx: &Context, ty: Type) -> bool {
        match llvm_type(ctx, ty) {
            Some(("struct", [Param::Str(_)])) => {
                Self::identified_body(ctx, ty).is_some_and(|body| body.packed)
            }
            Some(("struct", [_, Param::Bool(packed)])) => *packed,
            _ => false,
        }
    }

    /// The member types (empty for an opaque struct or one without a body
    /// yet); `None` if `ty` is no struct.
    pub fn body(ctx: &Context, ty: Type) -> Option<&[Type]> {
        match llvm_type(ctx, ty)? {
            ("struct", [Param::Str(_)]) => {
                Some(Self::identified_body(ctx, ty).map_or(&[][..], |body| body.elements))
            }
            ("struct", [Param::Types(elements), _]) => Some(elements),
            _ => None,
        }
    }

    /// Whether a struct may hold a member of type `ty` (MLIR's
    /// `isValidElementType`): anything with a size.
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        has_size(ctx, ty)
    }

    /// MLIR's check of struct members, with its message.
    pub fn verify(ctx: &Context, elements: &[Type]) -> Result<(), String> {
        for &t in elements {
            if !Self::is_valid_element_type(ctx, t) {
                return Err(format!(
                    "invalid LLVM structure element type: '{}'",
                    type_to_string(ctx, t)
                ));
            }
        }
        Ok(())
    }
}

/// Not `void`, `label`, `metadata`, `token`, a function or a scalable
/// vector: what arrays and structs may hold.
fn has_size(ctx: &Context, ty: Type) -> bool {
    !matches!(
        llvm_type(ctx, ty),
        Some((
            "void" | "label" | "metadata" | "func" | "token" | "scalable_vec",
            _
        ))
    )
}

// ---------------------------------------------------------------------------
// The other types' checks (MLIR's `isValid...Type` and `verify`).

impl LLVMArrayType {
    /// Whether an array may hold elements of type `ty`.
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        has_size(ctx, ty)
    }

    /// MLIR's check of an array type, with its message.
    pub fn verify(ctx: &Context, element: Type) -> Result<(), String> {
        if Self::is_valid_element_type(ctx, element) {
            Ok(())
        } else {
            Err(format!(
                "invalid array element type: '{}'",
                type_to_string(ctx, element)
            ))
        }
    }
}

impl LLVMFunctionType {
    /// Whether a function may take an argument of type `ty` (not `void` or
    /// a function).
    pub fn is_valid_argument_type(ctx: &Context, ty: Type) -> bool {
        !matches!(llvm_type(ctx, ty), Some(("void" | "func", _)))
    }

    /// Whether a function may return `ty` (not a function, `metadata` or
    /// `label`).
    pub fn is_valid_result_type(ctx: &Context, ty: Type) -> bool {
        !matches!(llvm_type(ctx, ty), Some(("func" | "metadata" | "label", _)))
    }

    /// MLIR's check of a function type, with its messages.
    pub fn verify(ctx: &Context, result: Type, arguments: &[Type]) -> Result<(), String> {
        if !Self::is_valid_result_type(ctx, result) {
            return Err(format!(
                "invalid function result type: '{}'",
                type_to_string(ctx, result)
            ));
        }
        for &arg in arguments {
            if !Self::is_valid_argument_type(ctx, arg) {
                return Err(format!(
                    "invalid function argument type: '{}'",
                    type_to_string(ctx, arg)
                ));
            }
        }
        Ok(())
    }
}

impl LLVMFixedVectorType {
    /// Whether `!llvm.vec<N x T>` may hold `ty`: pointers and `ppc_fp128`
    /// (other scalars go in builtin vectors).
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        matches!(llvm_type(ctx, ty), Some(("ptr" | "ppc_fp128", _)))
    }

    /// MLIR's check of a fixed vector type, with its messages.
    pub fn verify(ctx: &Context, element: Type, count: u32) -> Result<(), String> {
        verify_vector(count, Self::is_valid_element_type(ctx, element))
    }
}

impl LLVMScalableVectorType {
    /// Whether `!llvm.vec<? x N x T>` may hold `ty`: signless integers, LLVM
    /// floats and pointers.
    pub fn is_valid_element_type(ctx: &Context, ty: Type) -> bool {
        match ctx.type_kind(ty) {
            TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
            _ => is_compatible_float_type(ctx, ty) || is_llvm(ctx, ty, "ptr"),
        }
    }

    /// MLIR's check of a scalable vector type, with its messages.
    pub fn verify(ctx: &Context, element: Type, min_count: u32) -> Result<(), String> {
        verify_vector(min_count, Self::is_valid_element_type(ctx, element))
    }
}

fn verify_vector(count: u32, valid_element: bool) -> Result<(), String> {
    if count == 0 {
        Err("the number of vector elements must be positive".into())
    } else if !valid_element {
        Err("invalid vector element type".into())
    } else {
        Ok(())
    }
}

impl LLVMTargetExtType {
    /// Whether values of the target extension type `ty` may be loaded,
    /// stored and allocated (LLVM knows this of `spirv.*` and
    /// `aarch64.svcount`).
    pub fn supports_mem_ops(ctx: &Context, ty: Type) -> bool {
        Self::ext_type_name(ctx, ty)
            .is_some_and(|name| name.starts_with("spirv.") || name == "aarch64.svcount")
    }
}

// ---------------------------------------------------------------------------
// Parsing.

thread_local! {
    /// The identified structs whose bodies are being parsed, innermost last.
    static PARSING_STRUCTS: RefCell<Vec<Type>> = const { RefCell::new(Vec::new()) };
    /// The identified structs whose bodies are being printed, innermost last.
    static PRINTING_STRUCTS: RefCell<Vec<Type>> = const { RefCell::new(Vec::new()) };
}

/// Membership of a struct in one of the stacks above while it is alive.
struct StackEntry(&'static std::thread::LocalKey<RefCell<Vec<Type>>>);

impl StackEntry {
    /// Pushes `ty`, unless it is already on the stack (`None`).
    fn push(
        stack: &'static std::thread::LocalKey<RefCell<Vec<Type>>>,
        ty: Type,
    ) -> Option<StackEntry> {
        stack.with_borrow_mut(|s| {
            if s.contains(&ty) {
                None
            } else {
                s.push(ty);
                Some(StackEntry(stack))
            }
        })
    }
}

impl Drop for StackEntry {
    fn drop(&mut self) {
        self.0.with_borrow_mut(|s| s.pop());
    }
}

/// Parses an `llvm` type after `!llvm.` (the parser stands on the
/// mnemonic): MLIR's `LLVMDialect::parseType`, which refuses other types
/// (`!llvm.i32`).
pub fn parse_type(p: &mut OpParser<'_, '_>, _mnemonic: &str) -> PResult<Type> {
    let at = p.current_offset();
    if p.parse_optional_type()?.is_some() {
        return Err(ParseError::new(at, "unexpected type, expected keyword"));
    }
    parse_keyword_type(p)
}

/// A type inside an LLVM type: any type (`!llvm.ptr`, `i32`), or an LLVM
/// type without its prefix (`ptr`); MLIR's `parsePrettyLLVMType`.
pub fn parse_pretty_type(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    match p.parse_optional_type()? {
        Some(t) => Ok(t),
        None => parse_keyword_type(p),
    }
}

/// An LLVM type by its keyword (`ptr<1>`, `struct<(i32)>`).
fn parse_keyword_type(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let at = p.current_offset();
    let Some(key) = p.parse_optional_keyword(&[]) else {
        return Err(p.error_here("expected valid keyword"));
    };
    let ctx = p.context();
    match key {
        "void" => Ok(LLVMVoidType::get(ctx)),
        "ppc_fp128" => Ok(LLVMPPCFP128Type::get(ctx)),
        "x86_mmx" => Ok(LLVMX86MMXType::get(ctx)),
        "token" => Ok(LLVMTokenType::get(ctx)),
        "label" => Ok(LLVMLabelType::get(ctx)),
        "metadata" => Ok(LLVMMetadataType::get(ctx)),
        "func" => parse_function(p),
        "ptr" => parse_pointer(p),
        "vec" => parse_vector(p),
        "array" => parse_array(p),
        "struct" => parse_struct(p),
        "target" => parse_target(p),
        _ => Err(ParseError::new(at, format!("unknown LLVM type: {key}"))),
    }
}

/// An unsigned integer of `bits` bits as MLIR's `parseInteger<uintN_t>`
/// reads it: `true` is all ones, `false` 0, and a negative value wraps around if
/// its decimal digits fit in `bits` bits (`-1` is `4294967295` for 32).
fn parse_unsigned(p: &mut OpParser<'_, '_>, bits: u32) -> PResult<u64> {
    // `true` is a 1-bit 1, which sign-extends to all ones.
    if p.eat_keyword("true") {
        return Ok(if bits >= 64 {
            u64::MAX
        } else {
            (1 << bits) - 1
        });
    }
    if p.eat_keyword("false") {
        return Ok(0);
    }
    if !p.at(TokenKind::Integer) && !p.at(TokenKind::Minus) {
        return Err(p.error_here("expected integer value"));
    }
    let at = p.current_offset();
    let negative = p.eat(TokenKind::Minus);
    if !p.at(TokenKind::Integer) {
        return Err(p.wrong_token("expected integer value"));
    }
    let text = p.tok_text();
    p.bump();
    let too_large = || ParseError::new(at, "integer value too large");
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    // MLIR reads the digits into an APInt of 4 bits per digit, one more if
    // the top one is set, then negates it in that width.
    let Ok(magnitude) = u128::from_str_radix(digits, radix) else {
        return Err(too_large());
    };
    let mut width = 4 * digits.len() as u32;
    if width <= 128 && width > 0 && magnitude >> (width - 1) & 1 == 1 {
        width += 1;
    }
    let fits = |v: u128, w: u32| w >= 128 || v >> w == 0;
    if !negative {
        return if fits(magnitude, bits) {
            Ok(magnitude as u64)
        } else {
            Err(too_large())
        };
    }
    if magnitude == 0 {
        return Ok(0);
    }
    if width > 64 {
        return Err(too_large());
    }
    let mask = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    let value = magnitude.wrapping_neg() & mask(width);
    let result = if bits <= width {
        value & mask(bits)
    } else if value >> (width - 1) & 1 == 1 {
        value | (mask(bits) & !mask(width))
    } else {
        value
    };
    if result & mask(width) == value {
        Ok(result as u64)
    } else {
        Err(too_large())
    }
}

/// A parameter read by `value`; if it did not parse, MLIR's generated
/// parser then reports which parameter failed, where the parser stopped.
fn parameter<T>(
    p: &OpParser<'_, '_>,
    value: PResult<T>,
    class: &str,
    name: &str,
    rust_type: &str,
) -> PResult<T> {
    value.map_err(|e| {
        e.then_error(
            p.current_offset(),
            format!("failed to parse {class} parameter '{name}' which is to be a `{rust_type}`"),
        )
    })
}

/// Turns a verifier message into an error at `at`.
fn checked(at: u32, result: Result<(), String>) -> PResult<()> {
    result.map_err(|message| ParseError::new(at, message))
}

fn expect_less(p: &mut OpParser<'_, '_>) -> PResult<u32> {
    let at = p.current_offset();
    p.expect(TokenKind::Less, "expected '<'")?;
    Ok(at)
}

fn expect_greater(p: &mut OpParser<'_, '_>) -> PResult<()> {
    p.expect(TokenKind::Greater, "expected '>'")
}

/// `ptr` (`<` address-space `>`)?
fn parse_pointer(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let mut address_space = 0;
    if p.eat(TokenKind::Less) {
        let value = parse_unsigned(p, 32);
        address_space = parameter(p, value, "LLVMPointerType", "addressSpace", "unsigned")? as u32;
        expect_greater(p)?;
    }
    Ok(LLVMPointerType::get(p.context(), address_space))
}

/// `array<` count `x` type `>`
fn parse_array(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let at = expect_less(p)?;
    let count = parse_unsigned(p, 64);
    let count = parameter(p, count, "LLVMArrayType", "numElements", "uint64_t")?;
    p.parse_keyword("x")?;
    let element = parse_pretty_type(p)?;
    expect_greater(p)?;
    checked(at, LLVMArrayType::verify(p.context(), element))?;
    Ok(LLVMArrayType::get(p.context(), element, count))
}

/// `func<` result `(` arguments (`,` `...`)? `)` `>`
fn parse_function(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let at = expect_less(p)?;
    let result = parse_pretty_type(p)?;
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut arguments = Vec::new();
    let mut variadic = false;
    if !p.eat(TokenKind::RParen) {
        loop {
            if p.eat(TokenKind::Ellipsis) {
                variadic = true;
                break;
            }
            arguments.push(parse_pretty_type(p)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
    }
    expect_greater(p)?;
    checked(
        at,
        LLVMFunctionType::verify(p.context(), result, &arguments),
    )?;
    Ok(LLVMFunctionType::get(
        p.context(),
        result,
        arguments,
        variadic,
    ))
}

/// `vec<` (`?` `x`)? count `x` type `>`
fn parse_vector(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let at = expect_less(p)?;
    let dims_at = p.current_offset();
    let dims = p.parse_dimension_list_ranked(true)?;
    let element_at = p.current_offset();
    let element = parse_pretty_type(p)?;
    expect_greater(p)?;
    let dynamic = |d: i64| d == DYNAMIC;
    let count = match dims[..] {
        [n] if !dynamic(n) => n,
        [q, n] if dynamic(q) && !dynamic(n) => n,
        _ => {
            return Err(ParseError::new(
                dims_at,
                "expected '? x <integer> x <type>' or '<integer> x <type>'",
            ));
        }
    };
    // MLIR keeps the low 32 bits of a larger count.
    let count = count as u32;
    let ctx = p.context();
    if dims.len() == 2 {
        checked(at, LLVMScalableVectorType::verify(ctx, element, count))?;
        return Ok(LLVMScalableVectorType::get(ctx, element, count));
    }
    let builtin_scalar = matches!(
        ctx.type_kind(element),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        } | TypeKind::Float(_)
    );
    if builtin_scalar {
        return Err(ParseError::new(
            element_at,
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
        ));
    }
    checked(at, LLVMFixedVectorType::verify(ctx, element, count))?;
    Ok(LLVMFixedVectorType::get(ctx, element, count))
}

/// `target<` name (`,` types then integers)? `>`
fn parse_target(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    expect_less(p)?;
    let Some(name) = p.parse_optional_string() else {
        let error = Err(p.error_here("expected string"));
        return parameter(
            p,
            error,
            "LLVMTargetExtType",
            "extTypeName",
            "::llvm::StringRef",
        );
    };
    let name = String::from_utf8_lossy(&name).into_owned();
    let mut types = Vec::new();
    let mut ints = Vec::new();
    if p.eat(TokenKind::Comma) {
        let list_error = "failed to parse parameter list for target extension type";
        // Types, then integers: once an integer is read, only integers.
        loop {
            let at_integer = p.at(TokenKind::Integer)
                || p.at(TokenKind::Minus)
                || p.at_keyword("true")
                || p.at_keyword("false");
            let param = if at_integer {
                match parse_unsigned(p, 32) {
                    Ok(i) => {
                        ints.push(i as u32);
                        Ok(())
                    }
                    // MLIR then tries a type, while types are allowed.
                    Err(e) if ints.is_empty() => match parse_pretty_type(p) {
                        Ok(_) => Err(e),
                        Err(then) => Err(e.then_error(then.offset, then.message)),
                    },
                    Err(e) => Err(e),
                }
            } else if ints.is_empty() {
                parse_pretty_type(p).map(|t| types.push(t))
            } else {
                return Err(p.error_here(list_error));
            };
            param.map_err(|e| e.then_error(p.current_offset(), list_error))?;
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
    }
    expect_greater(p)?;
    Ok(LLVMTargetExtType::get(p.context(), name, types, ints))
}

/// `struct<` ... `>`: literal, identified, opaque, or a reference to an
/// enclosing identified struct.
fn parse_struct(p: &mut OpParser<'_, '_>) -> PResult<Type> {
    let at = expect_less(p)?;
    let ctx = p.context();
    let name = p
        .parse_optional_string()
        .map(|n| String::from_utf8_lossy(&n).into_owned());
    if let Some(name) = &name {
        let greater_at = p.current_offset();
        if p.eat(TokenKind::Greater) {
            let ty = LLVMStructType::get_identified(ctx, name);
            if !PARSING_STRUCTS.with_borrow(|s| s.contains(&ty)) {
                return Err(ParseError::new(
                    greater_at,
                    "struct without a body only allowed in a recursive struct",
                ));
            }
            return Ok(ty);
        }
        p.expect(TokenKind::Comma, "expected ','")?;
    }
    let keyword_at = p.current_offset();
    if p.eat_keyword("opaque") {
        let Some(name) = &name else {
            return Err(ParseError::new(
                keyword_at,
                "only identified structs can be opaque",
            ));
        };
        expect_greater(p)?;
        let ty = LLVMStructType::get_opaque(ctx, name);
        if !LLVMStructType::is_opaque(ctx, ty) {
            return Err(ParseError::new(
                keyword_at,
                "redeclaring defined struct as opaque",
            ));
        }
        return Ok(ty);
    }
    let identified = name
        .as_deref()
        .map(|n| LLVMStructType::get_identified(ctx, n));
    let _entry = match identified {
        Some(ty) => Some(StackEntry::push(&PARSING_STRUCTS, ty).ok_or_else(|| {
            ParseError::new(
                keyword_at,
                "identifier already used for an enclosing struct",
            )
        })?),
        None => None,
    };
    let packed = p.eat_keyword("packed");
    p.expect(TokenKind::LParen, "expected '('")?;
    let mut elements = Vec::new();
    let elements_at = if p.eat(TokenKind::RParen) {
        keyword_at
    } else {
        let elements_at = p.current_offset();
        loop {
            elements.push(parse_pretty_type(p)?);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RParen, "expected ')'")?;
        elements_at
    };
    expect_greater(p)?;
    let Some(ty) = identified else {
        checked(at, LLVMStructType::verify(ctx, &elements))?;
        return Ok(LLVMStructType::get_literal(ctx, elements, packed));
    };
    checked(elements_at, LLVMStructType::verify(ctx, &elements))?;
    LLVMStructType::set_body(ctx, ty, elements, packed).map_err(|_| {
        ParseError::new(
            elements_at,
            "identified type already used with a different body",
        )
    })?;
    Ok(ty)
}

// ---------------------------------------------------------------------------
// Printing.

/// Prints an `llvm` type after `!llvm.` (MLIR's `LLVMDialect::printType`).
pub fn print_type(sp: &SymbolPrinter<'_>, out: &mut String, sym: &DialectSymbol) {
    let ctx = sp.context();
    let mnemonic = ctx.ident_str(sym.mnemonic);
    let params = declared_params(sym);
    match (mnemonic, params) {
        ("ptr", [Param::Int(address_space)]) => {
            out.push_str("ptr");
            if *address_space != 0 {
                out.push_str(&format!("<{address_space}>"));
            }
        }
        ("array", [Param::Type(element), Param::Int(count)]) => {
            // Stored as the bits of a `u64`.
            out.push_str(&format!("array<{} x ", *count as u64));
            print_pretty_type(sp, out, *element);
            out.push('>');
        }
        (
            "func",
            [
                Param::Type(result),
                Param::Types(arguments),
                Param::Bool(variadic),
            ],
        ) => {
            out.push_str("func<");
            print_pretty_type(sp, out, *result);
            out.push_str(" (");
            for (i, &arg) in arguments.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                print_pretty_type(sp, out, arg);
            }
            if *variadic {
                if !arguments.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push_str(")>");
        }
        ("vec", [Param::Type(element), Param::Int(count)]) => {
            out.push_str(&format!("vec<{count} x "));
            print_pretty_type(sp, out, *element);
            out.push('>');
        }
        ("scalable_vec", [Param::Type(element), Param::Int(count)]) => {
            // mlir-tblgen's printer of `? x $n x ` ` custom<...>` writes two spaces.
            out.push_str(&format!("vec<? x {count} x  "));
            print_pretty_type(sp, out, *element);
            out.push('>');
        }
        ("target", [Param::Str(name), Param::Types(types), Param::Ints(ints)]) => {
            out.push_str("target<");
            write_escaped(out, name.as_bytes());
            if !types.is_empty() || !ints.is_empty() {
                out.push_str(", ");
                sp.write_type_list(out, types);
                if !types.is_empty() && !ints.is_empty() {
                    out.push_str(", ");
                }
                let ints: Vec<String> = ints.iter().map(|i| i.to_string()).collect();
                out.push_str(&ints.join(", "));
            }
            out.push('>');
        }
        ("struct", _) => print_struct(sp, out, sym),
        _ => out.push_str(mnemonic),
    }
}

/// A type inside an LLVM type: LLVM types (every type inside them LLVM's
/// too) without their prefix, others in full (MLIR's
/// `printPrettyLLVMType`).
fn print_pretty_type(sp: &SymbolPrinter<'_>, out: &mut String, ty: Type) {
    let ctx = sp.context();
    if let TypeKind::Dialect(sym) = ctx.type_kind(ty)
        && ctx.ident_str(sym.dialect) == DIALECT
        && is_compatible_type(ctx, ty)
    {
        print_type(sp, out, sym);
    } else {
        sp.write_type(out, ty);
    }
}

fn print_struct(sp: &SymbolPrinter<'_>, out: &mut String, sym: &DialectSymbol) {
    let ctx = sp.context();
    out.push_str("struct<");
    let params = declared_params(sym);
    let (elements, packed, _entry) = match params {
        [Param::Str(name)] => {
            // MLIR writes the name as it is, without escaping.
            out.push('"');
            out.push_str(name);
            out.push('"');
            let ty = LLVMStructType::get_identified(ctx, name);
            let Some(entry) = StackEntry::push(&PRINTING_STRUCTS, ty) else {
                // Inside its own body: the name only.
                out.push('>');
                return;
            };
            out.push_str(", ");
            if LLVMStructType::is_opaque(ctx, ty) {
                out.push_str("opaque>");
                return;
            }
            (
                LLVMStructType::body(ctx, ty).unwrap_or_default(),
                LLVMStructType::is_packed(ctx, ty),
                Some(entry),
            )
        }
        [Param::Types(elements), Param::Bool(packed)] => (&elements[..], *packed, None),
        _ => (&[][..], false, None),
    };
    if packed {
        out.push_str("packed ");
    }
    out.push('(');
    for (i, &t) in elements.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        print_pretty_type(sp, out, t);
    }
    out.push_str(")>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op_support::Ir;

    fn setup() -> Context {
        let ctx = Context::new();
        crate::dialects::register_all(&ctx);
        ctx
    }

    fn parse(ctx: &Context, text: &str) -> Result<Type, String> {
        let mut ir = Ir::new();
        let mut p = OpParser::new(ctx, &mut ir, "t", text);
        p.parse_type()
            .map_err(|e| format!("{}: {}", e.offset, e.message))
    }

    #[test]
    fn identified_structs_are_uniqued_by_name_and_initialized_once() {
        let ctx = setup();
        let i32t = ctx.integer_type(32);
        let a = LLVMStructType::get_identified(&ctx, "a");
        assert_eq!(a, LLVMStructType::get_identified(&ctx, "a"));
        assert!(!LLVMStructType::is_initialized(&ctx, a));
        assert!(LLVMStructType::is_opaque(&ctx, a));
        assert_eq!(LLVMStructType::body(&ctx, a), Some(&[][..]));
        assert_eq!(
            LLVMStructType::set_body(&ctx, a, vec![i32t, a], true),
            Ok(())
        );
        assert_eq!(
            LLVMStructType::set_body(&ctx, a, vec![i32t, a], true),
            Ok(())
        );
        assert_eq!(
            LLVMStructType::set_body(&ctx, a, vec![i32t, a], false),
            Err(StructBodyAlreadySet)
        );
        assert_eq!(
            LLVMStructType::set_body(&ctx, a, vec![i32t], true),
            Err(StructBodyAlreadySet)
        );
        assert!(LLVMStructType::is_initialized(&ctx, a));
        assert!(!LLVMStructType::is_opaque(&ctx, a));
        assert!(LLVMStructType::is_packed(&ctx, a));
        assert_eq!(LLVMStructType::body(&ctx, a), Some(&[i32t, a][..]));
        assert_eq!(LLVMStructType::name(&ctx, a), Some("a"));
        assert_eq!(
            type_to_string(&ctx, a),
            "!llvm.struct<\"a\", packed (i32, struct<\"a\">)>"
        );
        // The same body, parsed, is the same type.
        assert_eq!(
            parse(&ctx, "!llvm.struct<\"a\", packed (i32, struct<\"a\">)>"),
            Ok(a)
        );
        assert_eq!(
            parse(&ctx, "!llvm.struct<\"a\", (i32)>"),
            Err("19: identified type already used with a different body".into())
        );
        // Literal structs cannot get a body.
        let lit = LLVMStructType::get_literal(&ctx, vec![i32t], false);
        assert!(!LLVMStructType::is_identified(&ctx, lit));
        assert_eq!(
            LLVMStructType::set_body(&ctx, lit, vec![], false),
            Err(StructBodyAlreadySet)
        );
        assert_eq!(type_to_string(&ctx, lit), "!llvm.struct<(i32)>");
    }

    #[test]
    fn opaque_structs() {
        let ctx = setup();
        let o = LLVMStructType::get_opaque(&ctx, "o");
        assert!(LLVMStructType::is_opaque(&ctx, o));
        assert!(LLVMStructType::is_initialized(&ctx, o));
        assert_eq!(
            LLVMStructType::set_body(&ctx, o, vec![], false),
            Err(StructBodyAlreadySet)
        );
        assert_eq!(type_to_string(&ctx, o), "!llvm.struct<\"o\", opaque>");
        let d = LLVMStructType::get_identified(&ctx, "d");
        assert_eq!(LLVMStructType::set_body(&ctx, d, vec![], false), Ok(()));
        assert_eq!(LLVMStructType::get_opaque(&ctx, "d"), d);
        assert!(!LLVMStructType::is_opaque(&ctx, d));
        assert_eq!(
            parse(&ctx, "!llvm.struct<\"d\", opaque>"),
            Err("18: redeclaring defined struct as opaque".into())
        );
    }

    #[test]
    fn mutually_recursive_structs_print_the_inner_reference_by_name() {
        let ctx = setup();
        let a = LLVMStructType::get_identified(&ctx, "A");
        let b = LLVMStructType::get_identified(&ctx, "B");
        let ptr = LLVMPointerType::get(&ctx, 0);
        LLVMStructType::set_body(&ctx, a, vec![b, ptr], false).unwrap();
        LLVMStructType::set_body(&ctx, b, vec![a], false).unwrap();
        assert_eq!(
            type_to_string(&ctx, a),
            "!llvm.struct<\"A\", (struct<\"B\", (struct<\"A\">)>, ptr)>"
        );
        assert_eq!(
            type_to_string(&ctx, b),
            "!llvm.struct<\"B\", (struct<\"A\", (struct<\"B\">, ptr)>)>"
        );
    }

    #[test]
    fn unsigned_integers_read_as_mlir_reads_them() {
        let ctx = setup();
        let space = |text: &str| {
            parse(&ctx, &format!("!llvm.ptr<{text}>"))
                .map(|t| LLVMPointerType::address_space(&ctx, t).unwrap_or(u32::MAX))
        };
        assert_eq!(space("7"), Ok(7));
        assert_eq!(space("0x10"), Ok(16));
        assert_eq!(space("true"), Ok(u32::MAX));
        assert_eq!(space("false"), Ok(0));
        assert_eq!(space("4294967295"), Ok(u32::MAX));
        assert_eq!(space("-1"), Ok(u32::MAX));
        assert_eq!(space("-8"), Ok(u32::MAX - 7));
        assert_eq!(space("-99999999"), Ok(0u32.wrapping_sub(99_999_999)));
        assert_eq!(
            space("4294967296"),
            Err("10: integer value too large".into())
        );
        assert_eq!(
            space("-100000000"),
            Err("10: integer value too large".into())
        );
        assert_eq!(space("x"), Err("10: expected integer value".into()));
    }

    #[test]
    fn checked_constructors_give_mlir_messages() {
        let ctx = setup();
        let void = LLVMVoidType::get(&ctx);
        let label = LLVMLabelType::get(&ctx);
        assert_eq!(
            LLVMArrayType::verify(&ctx, void),
            Err("invalid array element type: '!llvm.void'".into())
        );
        assert_eq!(
            LLVMFunctionType::verify(&ctx, label, &[]),
            Err("invalid function result type: '!llvm.label'".into())
        );
        assert_eq!(
            LLVMFunctionType::verify(&ctx, void, &[void]),
            Err("invalid function argument type: '!llvm.void'".into())
        );
        assert_eq!(
            LLVMFixedVectorType::verify(&ctx, ctx.integer_type(8), 2),
            Err("invalid vector element type".into())
        );
        assert_eq!(
            LLVMScalableVectorType::verify(&ctx, ctx.integer_type(8), 0),
            Err("the number of vector elements must be positive".into())
        );
        assert_eq!(
            LLVMScalableVectorType::verify(&ctx, ctx.integer_type(8), 2),
            Ok(())
        );
    }
}
