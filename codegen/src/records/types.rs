//! Record field types (`RecTy` in `llvm-tblgen`): `bit`, `bits<n>`, `int`,
//! `string`, `dag`, `list<T>` and class types, interned so that equal types
//! have equal [`TypeId`]s, with TableGen's conversion rules.

use super::{RecordId, Records};

/// An interned type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub(crate) u32);

/// A field type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecTy {
    /// `bit`.
    Bit,
    /// `bits<n>`.
    Bits(u32),
    /// `int`.
    Int,
    /// `string` (and `code`).
    String,
    /// `dag`.
    Dag,
    /// `list<T>`.
    List(TypeId),
    /// A record of all the given classes (sorted by name); no classes is
    /// "any record".
    Record(Box<[RecordId]>),
}

/// The types of a run, interned.
#[derive(Debug, Default)]
pub(crate) struct TypeTable {
    types: Vec<RecTy>,
    ids: std::collections::HashMap<RecTy, TypeId>,
}

impl TypeTable {
    pub(crate) fn intern(&mut self, ty: RecTy) -> TypeId {
        if let Some(&id) = self.ids.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.ids.insert(ty, id);
        id
    }

    pub(crate) fn get(&self, id: TypeId) -> &RecTy {
        &self.types[id.0 as usize]
    }
}

impl Records {
    /// The type behind an id.
    pub fn ty(&self, id: TypeId) -> &RecTy {
        self.types.get(id)
    }

    pub(crate) fn bit_ty(&mut self) -> TypeId {
        self.types.intern(RecTy::Bit)
    }

    pub(crate) fn bits_ty(&mut self, n: u32) -> TypeId {
        self.types.intern(RecTy::Bits(n))
    }

    pub(crate) fn int_ty(&mut self) -> TypeId {
        self.types.intern(RecTy::Int)
    }

    pub(crate) fn string_ty(&mut self) -> TypeId {
        self.types.intern(RecTy::String)
    }

    pub(crate) fn dag_ty(&mut self) -> TypeId {
        self.types.intern(RecTy::Dag)
    }

    pub(crate) fn list_ty(&mut self, element: TypeId) -> TypeId {
        self.types.intern(RecTy::List(element))
    }

    /// The type of records of all `classes`, sorted by name as
    /// `RecordRecTy::get` sorts them.
    pub(crate) fn record_ty(&mut self, classes: &[RecordId]) -> TypeId {
        let mut classes = classes.to_vec();
        classes.sort_by_key(|a| self.record_name(*a));
        classes.dedup();
        self.types.intern(RecTy::Record(classes.into()))
    }

    pub(crate) fn is_bit(&self, t: TypeId) -> bool {
        matches!(self.ty(t), RecTy::Bit)
    }

    pub(crate) fn is_int(&self, t: TypeId) -> bool {
        matches!(self.ty(t), RecTy::Int)
    }

    pub(crate) fn is_string(&self, t: TypeId) -> bool {
        matches!(self.ty(t), RecTy::String)
    }

    pub(crate) fn is_dag(&self, t: TypeId) -> bool {
        matches!(self.ty(t), RecTy::Dag)
    }

    pub(crate) fn is_record_ty(&self, t: TypeId) -> bool {
        matches!(self.ty(t), RecTy::Record(_))
    }

    pub(crate) fn bits_width(&self, t: TypeId) -> Option<u32> {
        match self.ty(t) {
            RecTy::Bits(n) => Some(*n),
            _ => None,
        }
    }

    pub(crate) fn list_element(&self, t: TypeId) -> Option<TypeId> {
        match self.ty(t) {
            RecTy::List(e) => Some(*e),
            _ => None,
        }
    }

    pub(crate) fn record_classes(&self, t: TypeId) -> &[RecordId] {
        match self.ty(t) {
            RecTy::Record(classes) => classes,
            _ => &[],
        }
    }

    /// The type as `llvm-tblgen` prints it.
    pub fn type_to_string(&self, t: TypeId) -> String {
        match self.ty(t) {
            RecTy::Bit => "bit".to_string(),
            RecTy::Bits(n) => format!("bits<{n}>"),
            RecTy::Int => "int".to_string(),
            RecTy::String => "string".to_string(),
            RecTy::Dag => "dag".to_string(),
            RecTy::List(e) => format!("list<{}>", self.type_to_string(*e)),
            RecTy::Record(classes) => {
                if classes.len() == 1 {
                    self.record_name(classes[0])
                } else {
                    let names: Vec<String> = classes.iter().map(|c| self.record_name(*c)).collect();
                    format!("{{{}}}", names.join(", "))
                }
            }
        }
    }

    /// Whether values of type `from` may be assigned to type `to`.
    pub(crate) fn type_is_convertible_to(&self, from: TypeId, to: TypeId) -> bool {
        match (self.ty(from), self.ty(to)) {
            (RecTy::Bit, RecTy::Bit | RecTy::Int) => true,
            (RecTy::Bit, RecTy::Bits(n)) => *n == 1,
            (RecTy::Bits(a), RecTy::Bits(b)) => a == b,
            (RecTy::Bits(n), RecTy::Bit) => *n == 1,
            (RecTy::Bits(_), RecTy::Int) => true,
            (RecTy::Int, RecTy::Bit | RecTy::Bits(_) | RecTy::Int) => true,
            (RecTy::String, RecTy::String) => true,
            (RecTy::Dag, RecTy::Dag) => true,
            (RecTy::List(a), RecTy::List(b)) => self.type_is_convertible_to(*a, *b),
            (RecTy::Record(_), RecTy::Record(targets)) => {
                from == to
                    || targets
                        .iter()
                        .all(|t| self.record_type_is_subclass_of(from, *t))
            }
            _ => false,
        }
    }

    /// Whether `a` is (a subtype of) `b`.
    pub(crate) fn type_is_a(&self, a: TypeId, b: TypeId) -> bool {
        match (self.ty(a), self.ty(b)) {
            (RecTy::List(x), RecTy::List(y)) => self.type_is_a(*x, *y),
            (RecTy::Record(_), RecTy::Record(_)) => self.type_is_convertible_to(a, b),
            _ => a == b,
        }
    }

    /// Whether some class of the record type is `class` or derives from it.
    pub(crate) fn record_type_is_subclass_of(&self, t: TypeId, class: RecordId) -> bool {
        self.record_classes(t)
            .iter()
            .any(|&c| c == class || self.record(c).is_subclass_of(class))
    }

    /// The common type of two types (`resolveTypes`), if any.
    pub(crate) fn resolve_types(&mut self, t1: TypeId, t2: TypeId) -> Option<TypeId> {
        if t1 == t2 {
            return Some(t1);
        }
        if self.is_record_ty(t1) && self.is_record_ty(t2) {
            return Some(self.resolve_record_types(t1, t2));
        }
        if self.type_is_convertible_to(t1, t2) {
            return Some(t2);
        }
        if self.type_is_convertible_to(t2, t1) {
            return Some(t1);
        }
        if let (Some(e1), Some(e2)) = (self.list_element(t1), self.list_element(t2)) {
            let element = self.resolve_types(e1, e2)?;
            return Some(self.list_ty(element));
        }
        None
    }

    fn resolve_record_types(&mut self, t1: TypeId, t2: TypeId) -> TypeId {
        let mut common = Vec::new();
        let mut stack: Vec<RecordId> = self.record_classes(t1).to_vec();
        while let Some(r) = stack.pop() {
            if self.record_type_is_subclass_of(t2, r) {
                common.push(r);
            } else {
                stack.extend(self.direct_superclasses(r));
            }
        }
        self.record_ty(&common)
    }
}
