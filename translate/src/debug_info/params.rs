//! Reading the parameters of a `#llvm.di_*` attribute by position (their
//! order in the attribute's definition), absent ones as zero, false, empty
//! or none, as MLIR's accessors give them.

use dialectic::runtime::storage::dialect_symbol::Param;
use dialectic::{AttrKind, Attribute, Context};

use crate::dialect_attrs::{mnemonic_of, param, param_attrs, param_bool, param_bytes, param_int};

/// The parameters of one debug info attribute.
pub struct DiParams<'c> {
    ctx: &'c Context,
    /// Its mnemonic (`di_basic_type`).
    pub mnemonic: String,
    params: Vec<Param>,
}

impl<'c> DiParams<'c> {
    /// The parameters of `attr` when it is an `llvm` dialect attribute.
    pub fn of(ctx: &'c Context, attr: Attribute) -> Option<Self> {
        let mnemonic = mnemonic_of(ctx, attr, "llvm")?.to_string();
        let params = match ctx.attr_kind(attr) {
            AttrKind::Dialect(sym) => sym.params.iter().skip(1).cloned().collect(),
            _ => return None,
        };
        Some(DiParams {
            ctx,
            mnemonic,
            params,
        })
    }

    /// Integer parameter `index` (0 when absent).
    pub fn int(&self, index: usize) -> u64 {
        self.opt_int(index).unwrap_or(0)
    }

    /// Integer parameter `index`, if present.
    pub fn opt_int(&self, index: usize) -> Option<u64> {
        let p = param(&self.params, index);
        param_int(self.ctx, p)
            .map(|v| v as u64)
            .or_else(|| param_bool(self.ctx, p).map(u64::from))
    }

    /// Flag parameter `index` (false when absent).
    pub fn flag(&self, index: usize) -> bool {
        param_bool(self.ctx, param(&self.params, index)).unwrap_or(false)
    }

    /// String parameter `index` (empty when absent).
    pub fn bytes(&self, index: usize) -> Vec<u8> {
        param_bytes(self.ctx, param(&self.params, index)).unwrap_or_default()
    }

    /// Attribute parameter `index`, if present.
    pub fn attr(&self, index: usize) -> Option<Attribute> {
        match param(&self.params, index) {
            Param::Attr(a) => Some(*a),
            _ => None,
        }
    }

    /// List-of-attributes parameter `index` (empty when absent).
    pub fn attrs(&self, index: usize) -> Vec<Attribute> {
        param_attrs(self.ctx, param(&self.params, index))
    }

    /// List-of-integers parameter `index` (empty when absent).
    pub fn ints(&self, index: usize) -> Vec<u64> {
        match param(&self.params, index) {
            Param::Ints(list) => list.iter().map(|&v| v as u64).collect(),
            Param::Int(v) => vec![*v as u64],
            _ => Vec::new(),
        }
    }
}
