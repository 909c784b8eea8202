//! LLVM metadata from the `llvm` dialect's attributes, as MLIR's
//! `ModuleTranslation` and `LoopAnnotationTranslation` build it:
//!
//! * [`access`]: TBAA tags (`!tbaa`), alias scopes (`!alias.scope`,
//!   `!noalias`) and access groups (`!llvm.access.group`) of memory
//!   accesses; [`access::attach_memory_access_metadata`] is what any op
//!   translation calls for the memory instruction it built;
//! * [`loops`]: loop annotations (`!llvm.loop`) of branches;
//! * [`branch_weights`]: `!prof` branch weights;
//! * [`module_level`]: module flags and named module metadata.
//!
//! Nodes that must be unique per attribute (access groups, scopes, loops,
//! anonymous TBAA roots) are created once per attribute and cached in
//! [`MetadataCache`], which the module translation owns.

pub mod access;
pub mod branch_weights;
pub mod loops;
pub mod module_level;
pub mod nodes;

use crate::llvm::Metadata;
use dialectic::Attribute;
use rustc_hash::FxHashMap;

/// The metadata nodes created so far, by the attribute they translate.
#[derive(Default)]
pub struct MetadataCache<'ctx> {
    pub(crate) tbaa: FxHashMap<Attribute, Metadata<'ctx>>,
    pub(crate) access_groups: FxHashMap<Attribute, Metadata<'ctx>>,
    pub(crate) alias_scopes: FxHashMap<Attribute, Metadata<'ctx>>,
    pub(crate) alias_domains: FxHashMap<Attribute, Metadata<'ctx>>,
    pub(crate) loops: FxHashMap<Attribute, Metadata<'ctx>>,
}
