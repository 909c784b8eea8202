//! Vectors a parser hands from op to op: each op's operands, result types
//! and attributes go into vectors the ops parsed before it emptied, so that
//! parsing a large buffer does not allocate them anew for every op. A few
//! of each are kept (ops nest: an op's vectors are in use while the ops of
//! its regions are parsed). Array attributes take their elements from here
//! too, and give the vector back when the array already exists.

use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::ir::Value;
use crate::storage::types::Type;

/// How many empty vectors of each kind are kept.
const KEPT: usize = 16;

#[derive(Default)]
pub(crate) struct SpareVecs {
    values: Vec<Vec<Value>>,
    types: Vec<Vec<Type>>,
    attributes: Vec<Vec<NamedAttribute>>,
    elements: Vec<Vec<Attribute>>,
}

fn give<T>(kept: &mut Vec<Vec<T>>, mut v: Vec<T>) {
    if v.capacity() > 0 && kept.len() < KEPT {
        v.clear();
        kept.push(v);
    }
}

impl SpareVecs {
    /// An empty vector of values.
    pub(crate) fn values(&mut self) -> Vec<Value> {
        self.values.pop().unwrap_or_default()
    }

    /// An empty vector of types.
    pub(crate) fn types(&mut self) -> Vec<Type> {
        self.types.pop().unwrap_or_default()
    }

    /// An empty vector of named attributes.
    pub(crate) fn attributes(&mut self) -> Vec<NamedAttribute> {
        self.attributes.pop().unwrap_or_default()
    }

    /// An empty vector of attributes (an array attribute's elements).
    pub(crate) fn elements(&mut self) -> Vec<Attribute> {
        self.elements.pop().unwrap_or_default()
    }

    /// Keeps `v` (emptied) for a later array attribute.
    pub(crate) fn give_elements(&mut self, v: Vec<Attribute>) {
        give(&mut self.elements, v);
    }

    /// Keeps `v` (emptied) for a later op.
    pub(crate) fn give_values(&mut self, v: Vec<Value>) {
        give(&mut self.values, v);
    }

    /// Keeps `v` (emptied) for a later op.
    pub(crate) fn give_types(&mut self, v: Vec<Type>) {
        give(&mut self.types, v);
    }

    /// Keeps `v` (emptied) for a later op.
    pub(crate) fn give_attributes(&mut self, v: Vec<NamedAttribute>) {
        give(&mut self.attributes, v);
    }
}
