//! The type tokens of the GenX intrinsic table and what they mean, as
//! vc-intrinsics' `Intrinsics.py` encodes them: `any`, `anyint`,
//! `anyfloat`, `anyvector` and `anyptr` start a new overloaded type; an
//! integer N is "the same type as overloaded type number N", the overloaded
//! types counted over the result members first, then the arguments; the
//! scalar names are fixed types (`int` is `i32`, `long` is `i64`); a scalar
//! name followed by 2, 4, 8 or 16 is a vector (`int16` is `<16 x i32>`, not
//! `i16`); `vararg` ends the argument list.

use std::fmt;

/// A fixed scalar type of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    /// `bool`: `i1`.
    I1,
    /// `char`: `i8`.
    I8,
    /// `short`: `i16`.
    I16,
    /// `int`: `i32`.
    I32,
    /// `long`: `i64`.
    I64,
    /// `half`: `f16`.
    F16,
    /// `float`: `f32`.
    F32,
    /// `double`: `f64`.
    F64,
}

impl Scalar {
    /// The scalar named `token` in the table (`int`), if any.
    pub fn from_table_name(token: &str) -> Option<Scalar> {
        Some(match token {
            "bool" => Scalar::I1,
            "char" => Scalar::I8,
            "short" => Scalar::I16,
            "int" => Scalar::I32,
            "long" => Scalar::I64,
            "half" => Scalar::F16,
            "float" => Scalar::F32,
            "double" => Scalar::F64,
            _ => return None,
        })
    }

    /// The MLIR spelling (`i32`, `f16`).
    pub fn mlir(self) -> &'static str {
        match self {
            Scalar::I1 => "i1",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::F16 => "f16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }

    /// The name of the ODS constraint for the type (`I32`).
    pub fn constraint(self) -> &'static str {
        match self {
            Scalar::I1 => "I1",
            Scalar::I8 => "I8",
            Scalar::I16 => "I16",
            Scalar::I32 => "I32",
            Scalar::I64 => "I64",
            Scalar::F16 => "F16",
            Scalar::F32 => "F32",
            Scalar::F64 => "F64",
        }
    }
}

/// The kind of an overloaded type: what the call may put in its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OverloadKind {
    /// `any`: any first-class type.
    Any,
    /// `anyint`: an integer or a vector of integers.
    AnyInt,
    /// `anyfloat`: a float or a vector of floats.
    AnyFloat,
    /// `anyvector`: a vector.
    AnyVector,
    /// `anyptr`: a pointer.
    AnyPtr,
}

impl OverloadKind {
    /// The kind named `token` (`anyint`), if any.
    pub fn from_token(token: &str) -> Option<OverloadKind> {
        Some(match token {
            "any" => OverloadKind::Any,
            "anyint" => OverloadKind::AnyInt,
            "anyfloat" => OverloadKind::AnyFloat,
            "anyvector" => OverloadKind::AnyVector,
            "anyptr" => OverloadKind::AnyPtr,
            _ => return None,
        })
    }

    /// The token of the table.
    pub fn token(self) -> &'static str {
        match self {
            OverloadKind::Any => "any",
            OverloadKind::AnyInt => "anyint",
            OverloadKind::AnyFloat => "anyfloat",
            OverloadKind::AnyVector => "anyvector",
            OverloadKind::AnyPtr => "anyptr",
        }
    }

    /// The name of the GenX dialect's constraint for the kind.
    pub fn constraint(self) -> &'static str {
        match self {
            OverloadKind::Any => "GenX_Any",
            OverloadKind::AnyInt => "GenX_AnyInt",
            OverloadKind::AnyFloat => "GenX_AnyFloat",
            OverloadKind::AnyVector => "GenX_AnyVector",
            OverloadKind::AnyPtr => "GenX_AnyPtr",
        }
    }

    /// The Rust path of the variant, for the generated table.
    pub fn rust(self) -> &'static str {
        match self {
            OverloadKind::Any => "OverloadKind::Any",
            OverloadKind::AnyInt => "OverloadKind::AnyInt",
            OverloadKind::AnyFloat => "OverloadKind::AnyFloat",
            OverloadKind::AnyVector => "OverloadKind::AnyVector",
            OverloadKind::AnyPtr => "OverloadKind::AnyPtr",
        }
    }
}

/// One type token of a result member or an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Token {
    /// A fixed scalar type.
    Scalar(Scalar),
    /// A fixed vector type: its length and element.
    Vector(u32, Scalar),
    /// A new overloaded type (the next slot).
    Overloaded(OverloadKind),
    /// The same type as overloaded slot N.
    SameAs(usize),
    /// Any number of further arguments of any type (ends the list).
    VarArg,
}

impl Token {
    /// The token written `text` in the table (a string), if it is one.
    pub fn parse(text: &str) -> Option<Token> {
        if text == "vararg" {
            return Some(Token::VarArg);
        }
        if let Some(kind) = OverloadKind::from_token(text) {
            return Some(Token::Overloaded(kind));
        }
        if let Some(scalar) = Scalar::from_table_name(text) {
            return Some(Token::Scalar(scalar));
        }
        // vc-intrinsics tries the lengths in this order, so `int16` is a
        // vector of 16 `int`s.
        for length in ["2", "4", "8", "16"] {
            if let Some(base) = text.strip_suffix(length)
                && let Some(scalar) = Scalar::from_table_name(base)
            {
                return Some(Token::Vector(length.parse().ok()?, scalar));
            }
        }
        None
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Scalar(s) => f.write_str(s.mlir()),
            Token::Vector(n, s) => write!(f, "vector<{n}x{}>", s.mlir()),
            Token::Overloaded(kind) => f.write_str(kind.token()),
            Token::SameAs(n) => write!(f, "{n}"),
            Token::VarArg => f.write_str("vararg"),
        }
    }
}

/// The overloaded types of an intrinsic whose result members are
/// `results` and whose arguments are `arguments`, in the order they are
/// numbered (result members first): where each is fixed and its kind.
pub fn overload_slots(results: &[Token], arguments: &[Token]) -> Vec<(Slot, OverloadKind)> {
    let results = results
        .iter()
        .enumerate()
        .map(|(i, t)| (Slot::Result(i), t));
    let arguments = arguments
        .iter()
        .enumerate()
        .map(|(i, t)| (Slot::Argument(i), t));
    results
        .chain(arguments)
        .filter_map(|(slot, t)| match t {
            Token::Overloaded(kind) => Some((slot, *kind)),
            _ => None,
        })
        .collect()
}

/// Where an overloaded type is fixed by a call: a member of the result
/// (the result itself when it is no struct) or an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// Result member N.
    Result(usize),
    /// Argument N.
    Argument(usize),
}
