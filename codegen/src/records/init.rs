//! Values (`Init`s in `llvm-tblgen`): literals, lists, dags, references to
//! records, and the unevaluated expressions (variables, field accesses, bang
//! operators) that later resolution may fold. Values are interned, so equal
//! values have equal [`InitId`]s, which is what makes "did resolution change
//! anything" a cheap comparison, as pointer identity is in LLVM.
//!
//! This file has the constructors, the printing (`getAsString`), the
//! properties (`isComplete`, `isConcrete`, types) and the conversions
//! (`convertInitializerTo`, `getCastTo`, bit access).

use std::collections::HashMap;

use super::types::{RecTy, TypeId};
use super::{RecordId, Records};

/// An interned value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct InitId(pub(crate) u32);

/// Unary bang operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum UnOp {
    ToLower,
    ToUpper,
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    Log2,
    Repr,
}

/// Binary bang operators (and list indexing, slicing and ranges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
}

/// Ternary bang operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Range,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
}

/// How a template argument value is passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArgAux {
    /// By position.
    Positional(u32),
    /// By (qualified) name.
    Named(InitId),
}

/// A value. See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Init {
    /// `?`.
    Unset,
    /// A template argument value of an anonymous class instance.
    Argument {
        value: InitId,
        aux: ArgAux,
    },
    Bit(bool),
    /// Bits, least significant first.
    Bits(Box<[InitId]>),
    Int(i64),
    /// The name of an anonymous record before it is final.
    AnonymousName(u32),
    String {
        value: Box<str>,
        code: bool,
    },
    List {
        elements: Box<[InitId]>,
        element_type: TypeId,
    },
    UnOp {
        op: UnOp,
        lhs: InitId,
        ty: TypeId,
    },
    BinOp {
        op: BinOp,
        lhs: InitId,
        rhs: InitId,
        ty: TypeId,
    },
    TernOp {
        op: TernOp,
        lhs: InitId,
        mhs: InitId,
        rhs: InitId,
        ty: TypeId,
    },
    Cond {
        conds: Box<[InitId]>,
        vals: Box<[InitId]>,
        ty: TypeId,
    },
    Fold {
        start: InitId,
        list: InitId,
        acc: InitId,
        item: InitId,
        expr: InitId,
        ty: TypeId,
    },
    IsA {
        check: TypeId,
        expr: InitId,
    },
    Exists {
        check: TypeId,
        expr: InitId,
    },
    /// A reference to a field, template argument or iteration variable.
    Var {
        name: InitId,
        ty: TypeId,
    },
    /// One bit of a value of `bits` type.
    VarBit {
        var: InitId,
        bit: u32,
    },
    /// A record.
    Def {
        record: RecordId,
        ty: TypeId,
    },
    /// An anonymous instance of a class whose arguments are not known yet.
    VarDef {
        class: RecordId,
        args: Box<[InitId]>,
    },
    /// `record.field`.
    Field {
        record: InitId,
        field: InitId,
        ty: TypeId,
    },
    Dag {
        op: InitId,
        op_name: Option<InitId>,
        args: Box<[(InitId, Option<InitId>)]>,
    },
}

/// The values of a run, interned.
#[derive(Debug, Default)]
pub(crate) struct InitTable {
    inits: Vec<Init>,
    ids: HashMap<Init, InitId>,
}

impl InitTable {
    pub(crate) fn intern(&mut self, init: Init) -> InitId {
        if let Some(&id) = self.ids.get(&init) {
            return id;
        }
        let id = InitId(self.inits.len() as u32);
        self.inits.push(init.clone());
        self.ids.insert(init, id);
        id
    }

    pub(crate) fn get(&self, id: InitId) -> &Init {
        &self.inits[id.0 as usize]
    }
}

impl Records {
    /// The value behind an id.
    pub fn init(&self, id: InitId) -> &Init {
        self.inits.get(id)
    }

    pub(crate) fn intern(&mut self, init: Init) -> InitId {
        self.inits.intern(init)
    }

    pub(crate) fn unset(&mut self) -> InitId {
        self.intern(Init::Unset)
    }

    pub(crate) fn bit(&mut self, b: bool) -> InitId {
        self.intern(Init::Bit(b))
    }

    pub(crate) fn int(&mut self, v: i64) -> InitId {
        self.intern(Init::Int(v))
    }

    pub(crate) fn string(&mut self, s: &str) -> InitId {
        self.intern(Init::String {
            value: s.into(),
            code: false,
        })
    }

    pub(crate) fn string_fmt(&mut self, s: &str, code: bool) -> InitId {
        self.intern(Init::String {
            value: s.into(),
            code,
        })
    }

    pub(crate) fn bits(&mut self, bits: Vec<InitId>) -> InitId {
        self.intern(Init::Bits(bits.into()))
    }

    pub(crate) fn list(&mut self, elements: Vec<InitId>, element_type: TypeId) -> InitId {
        self.intern(Init::List {
            elements: elements.into(),
            element_type,
        })
    }

    pub(crate) fn var(&mut self, name: InitId, ty: TypeId) -> InitId {
        self.intern(Init::Var { name, ty })
    }

    pub(crate) fn var_named(&mut self, name: &str, ty: TypeId) -> InitId {
        let name = self.string(name);
        self.var(name, ty)
    }

    pub(crate) fn var_bit(&mut self, var: InitId, bit: u32) -> InitId {
        self.intern(Init::VarBit { var, bit })
    }

    pub(crate) fn unop(&mut self, op: UnOp, lhs: InitId, ty: TypeId) -> InitId {
        self.intern(Init::UnOp { op, lhs, ty })
    }

    pub(crate) fn binop(&mut self, op: BinOp, lhs: InitId, rhs: InitId, ty: TypeId) -> InitId {
        self.intern(Init::BinOp { op, lhs, rhs, ty })
    }

    pub(crate) fn ternop(
        &mut self,
        op: TernOp,
        lhs: InitId,
        mhs: InitId,
        rhs: InitId,
        ty: TypeId,
    ) -> InitId {
        self.intern(Init::TernOp {
            op,
            lhs,
            mhs,
            rhs,
            ty,
        })
    }

    pub(crate) fn dag(
        &mut self,
        op: InitId,
        op_name: Option<InitId>,
        args: Vec<(InitId, Option<InitId>)>,
    ) -> InitId {
        self.intern(Init::Dag {
            op,
            op_name,
            args: args.into(),
        })
    }

    /// `FieldInit::get`: the field's type comes from the record value.
    pub(crate) fn field_init(&mut self, record: InitId, field: InitId) -> Option<InitId> {
        let ty = self.field_type(record, field)?;
        Some(self.intern(Init::Field { record, field, ty }))
    }

    /// The `DefInit` of a record (created once; its type is the record's
    /// type at that moment).
    pub(crate) fn def_init(&mut self, record: RecordId) -> InitId {
        if let Some(d) = self.record(record).def_init {
            return d;
        }
        let ty = self.record_type_of(record);
        let d = self.intern(Init::Def { record, ty });
        self.record_mut(record).def_init = Some(d);
        d
    }

    /// The type of a record: all its direct superclasses.
    pub(crate) fn record_type_of(&mut self, record: RecordId) -> TypeId {
        let direct = self.direct_superclasses(record);
        self.record_ty(&direct)
    }

    /// `StrConcat` of two values, folded when both are strings.
    pub(crate) fn str_concat(&mut self, lhs: InitId, rhs: InitId) -> InitId {
        if let (Init::String { value: a, code: ca }, Init::String { value: b, code: cb }) =
            (self.init(lhs), self.init(rhs))
        {
            let s = format!("{a}{b}");
            let code = *ca || *cb;
            return self.string_fmt(&s, code);
        }
        let ty = self.string_ty();
        self.binop(BinOp::StrConcat, lhs, rhs, ty)
    }

    /// `ListConcat` of two values, folded when both are lists.
    pub(crate) fn list_concat(&mut self, lhs: InitId, rhs: InitId) -> InitId {
        if let (
            Init::List {
                elements: a,
                element_type,
            },
            Init::List { elements: b, .. },
        ) = (self.init(lhs), self.init(rhs))
        {
            let element_type = *element_type;
            let elements: Vec<InitId> = a.iter().chain(b.iter()).copied().collect();
            return self.list(elements, element_type);
        }
        let ty = self.type_of(lhs).unwrap_or_else(|| self.types_any_list());
        self.binop(BinOp::ListConcat, lhs, rhs, ty)
    }

    fn types_any_list(&mut self) -> TypeId {
        let any = self.record_ty(&[]);
        self.list_ty(any)
    }

    /// The type of a typed value (`None` for `?` and arguments).
    pub fn type_of(&mut self, id: InitId) -> Option<TypeId> {
        Some(match self.init(id) {
            Init::Unset | Init::Argument { .. } => return None,
            Init::Bit(_) | Init::VarBit { .. } => self.bit_ty(),
            Init::Bits(bits) => {
                let n = bits.len() as u32;
                self.bits_ty(n)
            }
            Init::Int(_) | Init::IsA { .. } | Init::Exists { .. } => self.int_ty(),
            Init::AnonymousName(_) | Init::String { .. } => self.string_ty(),
            Init::List { element_type, .. } => {
                let e = *element_type;
                self.list_ty(e)
            }
            Init::UnOp { ty, .. }
            | Init::BinOp { ty, .. }
            | Init::TernOp { ty, .. }
            | Init::Cond { ty, .. }
            | Init::Fold { ty, .. }
            | Init::Var { ty, .. }
            | Init::Def { ty, .. }
            | Init::Field { ty, .. } => *ty,
            Init::VarDef { class, .. } => {
                let c = *class;
                self.record_ty(&[c])
            }
            Init::Dag { .. } => self.dag_ty(),
        })
    }

    /// Whether the value has no `?` in it (`isComplete`).
    pub fn is_complete(&self, id: InitId) -> bool {
        match self.init(id) {
            Init::Unset | Init::Argument { .. } => false,
            Init::Bits(bits) => bits.iter().all(|b| self.is_complete(*b)),
            Init::List { elements, .. } => elements.iter().all(|e| self.is_complete(*e)),
            Init::Cond { conds, vals, .. } => {
                conds.iter().all(|c| self.is_complete(*c))
                    && vals.iter().all(|v| self.is_concrete(*v))
            }
            Init::Fold { .. } | Init::IsA { .. } | Init::Exists { .. } => false,
            _ => true,
        }
    }

    /// Whether the value is fully evaluated (`isConcrete`).
    pub fn is_concrete(&self, id: InitId) -> bool {
        match self.init(id) {
            Init::Unset | Init::Bit(_) | Init::Int(_) | Init::String { .. } | Init::Def { .. } => {
                true
            }
            Init::Bits(bits) => bits.iter().all(|b| self.is_concrete(*b)),
            Init::List { elements, .. } => elements.iter().all(|e| self.is_concrete(*e)),
            Init::Dag { op, args, .. } => {
                self.is_concrete(*op) && args.iter().all(|(a, _)| self.is_concrete(*a))
            }
            Init::Cond { conds, vals, .. } => {
                conds.iter().all(|c| self.is_concrete(*c))
                    && vals.iter().all(|v| self.is_concrete(*v))
            }
            Init::Field { record, field, .. } => match self.init(*record) {
                Init::Def { record: r, .. } => self
                    .record(*r)
                    .value_by_name(*field)
                    .is_some_and(|v| self.is_concrete(v.value)),
                _ => false,
            },
            _ => false,
        }
    }

    /// The text `llvm-tblgen` prints for a value (`getAsString`).
    pub fn init_to_string(&self, id: InitId) -> String {
        let mut out = String::new();
        self.write_init(&mut out, id);
        out
    }

    /// The value printed without quotes around strings
    /// (`getAsUnquotedString`).
    pub fn init_to_unquoted_string(&self, id: InitId) -> String {
        match self.init(id) {
            Init::String { value, .. } => value.to_string(),
            _ => self.init_to_string(id),
        }
    }

    fn write_init(&self, out: &mut String, id: InitId) {
        match self.init(id) {
            Init::Unset => out.push('?'),
            Init::Argument { value, aux } => {
                match aux {
                    ArgAux::Positional(i) => out.push_str(&i.to_string()),
                    ArgAux::Named(name) => self.write_init(out, *name),
                }
                out.push_str(": ");
                self.write_init(out, *value);
            }
            Init::Bit(b) => out.push(if *b { '1' } else { '0' }),
            Init::Bits(bits) => {
                out.push_str("{ ");
                for (i, b) in bits.iter().rev().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *b);
                }
                out.push_str(" }");
            }
            Init::Int(v) => out.push_str(&v.to_string()),
            Init::AnonymousName(n) => {
                out.push_str("anonymous_");
                out.push_str(&n.to_string());
            }
            Init::String { value, code } => {
                if *code {
                    out.push_str("[{");
                    out.push_str(value);
                    out.push_str("}]");
                } else {
                    out.push('"');
                    out.push_str(value);
                    out.push('"');
                }
            }
            Init::List { elements, .. } => {
                out.push('[');
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *e);
                }
                out.push(']');
            }
            Init::UnOp { op, lhs, ty } => {
                let name = match op {
                    UnOp::Cast => {
                        out.push_str("!cast<");
                        out.push_str(&self.type_to_string(*ty));
                        out.push('>');
                        ""
                    }
                    UnOp::Not => "!not",
                    UnOp::Head => "!head",
                    UnOp::Tail => "!tail",
                    UnOp::Size => "!size",
                    UnOp::Empty => "!empty",
                    UnOp::GetDagOp => "!getdagop",
                    UnOp::Log2 => "!logtwo",
                    UnOp::Repr => "!repr",
                    UnOp::ToLower => "!tolower",
                    UnOp::ToUpper => "!toupper",
                };
                out.push_str(name);
                out.push('(');
                self.write_init(out, *lhs);
                out.push(')');
            }
            Init::BinOp { op, lhs, rhs, ty } => {
                match op {
                    BinOp::ListElem | BinOp::ListSlice => {
                        self.write_init(out, *lhs);
                        out.push('[');
                        self.write_init(out, *rhs);
                        out.push(']');
                        return;
                    }
                    BinOp::RangeC => {
                        self.write_init(out, *lhs);
                        out.push_str("...");
                        self.write_init(out, *rhs);
                        return;
                    }
                    BinOp::GetDagArg => {
                        out.push_str("!getdagarg<");
                        out.push_str(&self.type_to_string(*ty));
                        out.push('>');
                    }
                    _ => out.push_str(binop_name(*op)),
                }
                out.push('(');
                self.write_init(out, *lhs);
                out.push_str(", ");
                self.write_init(out, *rhs);
                out.push(')');
            }
            Init::TernOp {
                op, lhs, mhs, rhs, ..
            } => {
                let (name, unquoted_lhs) = match op {
                    TernOp::Dag => ("!dag", false),
                    TernOp::Filter => ("!filter", true),
                    TernOp::Foreach => ("!foreach", true),
                    TernOp::If => ("!if", false),
                    TernOp::Range => ("!range", false),
                    TernOp::Subst => ("!subst", false),
                    TernOp::Substr => ("!substr", false),
                    TernOp::Find => ("!find", false),
                    TernOp::SetDagArg => ("!setdagarg", false),
                    TernOp::SetDagName => ("!setdagname", false),
                };
                out.push_str(name);
                out.push('(');
                if unquoted_lhs {
                    out.push_str(&self.init_to_unquoted_string(*lhs));
                } else {
                    self.write_init(out, *lhs);
                }
                out.push_str(", ");
                self.write_init(out, *mhs);
                out.push_str(", ");
                self.write_init(out, *rhs);
                out.push(')');
            }
            Init::Cond { conds, vals, .. } => {
                out.push_str("!cond(");
                for (i, (c, v)) in conds.iter().zip(vals.iter()).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *c);
                    out.push_str(": ");
                    self.write_init(out, *v);
                }
                out.push(')');
            }
            Init::Fold {
                start,
                list,
                acc,
                item,
                expr,
                ..
            } => {
                out.push_str("!foldl(");
                self.write_init(out, *start);
                out.push_str(", ");
                self.write_init(out, *list);
                out.push_str(", ");
                out.push_str(&self.init_to_unquoted_string(*acc));
                out.push_str(", ");
                out.push_str(&self.init_to_unquoted_string(*item));
                out.push_str(", ");
                self.write_init(out, *expr);
                out.push(')');
            }
            Init::IsA { check, expr } => {
                out.push_str("!isa<");
                out.push_str(&self.type_to_string(*check));
                out.push_str(">(");
                self.write_init(out, *expr);
                out.push(')');
            }
            Init::Exists { check, expr } => {
                out.push_str("!exists<");
                out.push_str(&self.type_to_string(*check));
                out.push_str(">(");
                self.write_init(out, *expr);
                out.push(')');
            }
            Init::Var { name, .. } => out.push_str(&self.init_to_unquoted_string(*name)),
            Init::VarBit { var, bit } => {
                self.write_init(out, *var);
                out.push('{');
                out.push_str(&bit.to_string());
                out.push('}');
            }
            Init::Def { record, .. } => out.push_str(&self.record_name(*record)),
            Init::VarDef { class, args } => {
                out.push_str(&self.record_name(*class));
                out.push('<');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_init(out, *a);
                }
                out.push('>');
            }
            Init::Field { record, field, .. } => {
                self.write_init(out, *record);
                out.push('.');
                out.push_str(&self.init_to_unquoted_string(*field));
            }
            Init::Dag { op, op_name, args } => {
                out.push('(');
                self.write_init(out, *op);
                if let Some(n) = op_name {
                    out.push(':');
                    out.push_str(&self.init_to_unquoted_string(*n));
                }
                for (i, (a, n)) in args.iter().enumerate() {
                    out.push_str(if i == 0 { " " } else { ", " });
                    self.write_init(out, *a);
                    if let Some(n) = n {
                        out.push_str(":$");
                        out.push_str(&self.init_to_unquoted_string(*n));
                    }
                }
                out.push(')');
            }
        }
    }

    /// Bit `bit` of a value (`getBit`).
    pub(crate) fn get_bit(&mut self, id: InitId, bit: u32) -> InitId {
        match self.init(id).clone() {
            Init::Unset | Init::Bit(_) | Init::VarBit { .. } => id,
            Init::Argument { value, .. } => self.get_bit(value, bit),
            Init::Bits(bits) => bits.get(bit as usize).copied().unwrap_or(id),
            Init::Int(v) => {
                let set = bit < 64 && (v as u64 >> bit) & 1 == 1;
                self.bit(set)
            }
            Init::UnOp { ty, .. }
            | Init::BinOp { ty, .. }
            | Init::TernOp { ty, .. }
            | Init::Var { ty, .. }
            | Init::Field { ty, .. } => {
                if self.is_bit(ty) {
                    id
                } else {
                    self.var_bit(id, bit)
                }
            }
            Init::Cond { .. } | Init::Fold { .. } | Init::IsA { .. } | Init::Exists { .. } => {
                self.var_bit(id, bit)
            }
            // Not meaningful for these (LLVM asserts); keep the value.
            Init::AnonymousName(_)
            | Init::String { .. }
            | Init::List { .. }
            | Init::Def { .. }
            | Init::VarDef { .. }
            | Init::Dag { .. } => id,
        }
    }

    /// `convertInitializerTo`: the value as type `ty` without a cast
    /// operator, if that is possible.
    pub(crate) fn convert_initializer_to(&mut self, id: InitId, ty: TypeId) -> Option<InitId> {
        match self.init(id).clone() {
            Init::Unset => Some(id),
            Init::Argument { value, .. } => self.convert_initializer_to(value, ty),
            Init::Bit(b) => match self.ty(ty).clone() {
                RecTy::Bit => Some(id),
                RecTy::Int => Some(self.int(b as i64)),
                RecTy::Bits(1) => Some(self.bits(vec![id])),
                _ => None,
            },
            Init::Bits(bits) => match self.ty(ty).clone() {
                RecTy::Bit => (bits.len() == 1).then(|| bits[0]),
                RecTy::Bits(n) => (bits.len() == n as usize).then_some(id),
                RecTy::Int => {
                    let mut result: i64 = 0;
                    for (i, b) in bits.iter().enumerate() {
                        match self.init(*b) {
                            Init::Bit(v) => {
                                if *v && i < 64 {
                                    result |= 1i64 << i;
                                }
                            }
                            _ => return None,
                        }
                    }
                    Some(self.int(result))
                }
                _ => None,
            },
            Init::Int(v) => match self.ty(ty).clone() {
                RecTy::Int => Some(id),
                RecTy::Bit => match v {
                    0 | 1 => Some(self.bit(v != 0)),
                    _ => None,
                },
                RecTy::Bits(n) => {
                    if !can_fit_in_bitfield(v, n) {
                        return None;
                    }
                    let bits = (0..n)
                        .map(|i| self.bit(i < 64 && (v as u64 >> i) & 1 == 1))
                        .collect();
                    Some(self.bits(bits))
                }
                _ => None,
            },
            Init::String { .. } => self.is_string(ty).then_some(id),
            Init::List { elements, .. } => {
                let own = self.type_of(id)?;
                if own == ty {
                    return Some(id);
                }
                let element_type = self.list_element(ty)?;
                let mut converted = Vec::with_capacity(elements.len());
                let mut changed = false;
                for e in elements.iter() {
                    let c = self.convert_initializer_to(*e, element_type)?;
                    changed |= c != *e;
                    converted.push(c);
                }
                if !changed {
                    return Some(id);
                }
                Some(self.list(converted, element_type))
            }
            Init::Def { ty: own, .. } => {
                (self.is_record_ty(ty) && self.type_is_convertible_to(own, ty)).then_some(id)
            }
            _ => self.typed_convert_initializer_to(id, ty),
        }
    }

    /// `TypedInit::convertInitializerTo`.
    fn typed_convert_initializer_to(&mut self, id: InitId, ty: TypeId) -> Option<InitId> {
        let own = self.type_of(id)?;
        if own == ty || self.type_is_a(own, ty) {
            return Some(id);
        }
        if self.is_bit(own) && self.bits_width(ty) == Some(1) {
            return Some(self.bits(vec![id]));
        }
        None
    }

    /// `getCastTo`: the value as type `ty`, adding a `!cast` when the types
    /// are only convertible; `None` if they are not.
    pub(crate) fn get_cast_to(&mut self, id: InitId, ty: TypeId) -> Option<InitId> {
        match self.init(id) {
            Init::Unset => return Some(id),
            Init::Argument { value, .. } => {
                let v = *value;
                return self.get_cast_to(v, ty);
            }
            _ => {}
        }
        let own = self.type_of(id)?;
        if own == ty || self.type_is_a(own, ty) {
            return Some(id);
        }
        if let Some(converted) = self.convert_initializer_to(id, ty) {
            return Some(converted);
        }
        if !self.type_is_convertible_to(own, ty) {
            return None;
        }
        let cast = self.unop(UnOp::Cast, id, ty);
        Some(self.fold_unop(cast, None, false))
    }

    /// `convertInitializerBitRange`: bits `bits` of the value.
    pub(crate) fn convert_bit_range(&mut self, id: InitId, bits: &[u32]) -> Option<InitId> {
        match self.init(id).clone() {
            Init::Bits(own) => {
                let mut selected = Vec::with_capacity(bits.len());
                for &b in bits {
                    selected.push(*own.get(b as usize)?);
                }
                Some(self.bits(selected))
            }
            Init::Int(v) => {
                let mut selected = Vec::with_capacity(bits.len());
                for &b in bits {
                    if b >= 64 {
                        return None;
                    }
                    selected.push(self.bit((v as u64 >> b) & 1 == 1));
                }
                Some(self.bits(selected))
            }
            Init::Unset
            | Init::Argument { .. }
            | Init::Bit(_)
            | Init::String { .. }
            | Init::List { .. }
            | Init::Def { .. }
            | Init::Dag { .. }
            | Init::AnonymousName(_) => {
                // Only typed values of bits type (below) can be subscripted;
                // these are either untyped or of another type.
                let own = self.type_of(id)?;
                self.bits_width(own)?;
                None
            }
            _ => {
                let own = self.type_of(id)?;
                let width = self.bits_width(own)?;
                let mut selected = Vec::with_capacity(bits.len());
                for &b in bits {
                    if b >= width {
                        return None;
                    }
                    selected.push(self.var_bit(id, b));
                }
                Some(self.bits(selected))
            }
        }
    }

    /// The type of field `field` of a record-typed value (`getFieldType`).
    pub(crate) fn field_type(&mut self, id: InitId, field: InitId) -> Option<TypeId> {
        if let Init::Def { record, .. } = self.init(id) {
            return self.record(*record).value_by_name(field).map(|v| v.ty);
        }
        if matches!(self.init(id), Init::Unset | Init::Argument { .. }) {
            return None;
        }
        let ty = self.type_of(id)?;
        let classes = self.record_classes(ty).to_vec();
        classes
            .into_iter()
            .find_map(|c| self.record(c).value_by_name(field).map(|v| v.ty))
    }

    /// The string of a `String` value.
    pub(crate) fn as_string(&self, id: InitId) -> Option<&str> {
        match self.init(id) {
            Init::String { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The value as an int, if it converts to one (`bit`, `bits`, `int`).
    pub(crate) fn as_int(&mut self, id: InitId) -> Option<i64> {
        let int = self.int_ty();
        let converted = self.convert_initializer_to(id, int)?;
        match self.init(converted) {
            Init::Int(v) => Some(*v),
            _ => None,
        }
    }
}

fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Concat => "!con",
        BinOp::Add => "!add",
        BinOp::Sub => "!sub",
        BinOp::Mul => "!mul",
        BinOp::Div => "!div",
        BinOp::And => "!and",
        BinOp::Or => "!or",
        BinOp::Xor => "!xor",
        BinOp::Shl => "!shl",
        BinOp::Sra => "!sra",
        BinOp::Srl => "!srl",
        BinOp::Eq => "!eq",
        BinOp::Ne => "!ne",
        BinOp::Le => "!le",
        BinOp::Lt => "!lt",
        BinOp::Ge => "!ge",
        BinOp::Gt => "!gt",
        BinOp::ListConcat => "!listconcat",
        BinOp::ListSplat => "!listsplat",
        BinOp::ListRemove => "!listremove",
        BinOp::StrConcat => "!strconcat",
        BinOp::Interleave => "!interleave",
        BinOp::SetDagOp => "!setdagop",
        BinOp::GetDagArg => "!getdagarg",
        BinOp::GetDagName => "!getdagname",
        BinOp::ListElem | BinOp::ListSlice | BinOp::RangeC => "",
    }
}

/// Whether `value` fits in `bits` bits, signed or unsigned (for 4 bits:
/// -7..=15, as `canFitInBitfield` allows).
fn can_fit_in_bitfield(value: i64, bits: u32) -> bool {
    if bits == 0 {
        return value == 0;
    }
    bits >= 64 || (value >> bits) == 0 || (value >> (bits - 1)) == -1
}
