//! The extension interface of the translation (MLIR's
//! `LLVMTranslationDialectInterface`): a dialect registers how to convert
//! its ops and how to amend an op that carries one of its attributes,
//! without the translation depending on the dialect.

use crate::llvm::AnyValue;
use std::collections::BTreeMap;

use dialectic::{Attribute, BlockId, OpId, Value};

use crate::error::TranslateResult;
use crate::module_translation::ModuleTranslation;

/// How one dialect translates to LLVM IR.
pub trait DialectTranslation {
    /// The dialect namespace (`llvm`) whose ops and attributes this handles.
    fn dialect(&self) -> &str;

    /// Translates `op` at the translation's builder position, mapping its
    /// results; `Ok(false)` when this dialect does not know the op.
    fn convert_operation(
        &self,
        op: OpId,
        translation: &mut ModuleTranslation<'_>,
    ) -> TranslateResult<bool>;

    /// Amends the instructions `op` was translated to, for its attribute
    /// `name = value` named after this dialect (`llvm.tbaa`, ...).
    fn amend_operation<'a>(
        &self,
        _op: OpId,
        _instructions: &[AnyValue<'a>],
        _name: &str,
        _value: Attribute,
        _translation: &mut ModuleTranslation<'a>,
    ) -> TranslateResult<()> {
        Ok(())
    }

    /// The values a terminator of this dialect passes to the arguments of
    /// its successor `successor` (`None`: not a terminator of this dialect).
    fn successor_operands(
        &self,
        _op: OpId,
        _successor: usize,
        _translation: &ModuleTranslation<'_>,
    ) -> Option<Vec<Value>> {
        None
    }

    /// The successor blocks `op` branches to in LLVM IR, when it is a
    /// terminator of this dialect with successors.
    fn successors(&self, _op: OpId, _translation: &ModuleTranslation<'_>) -> Option<Vec<BlockId>> {
        None
    }
}

/// The dialect translations known to a translation, by dialect namespace.
#[derive(Default)]
pub struct TranslationRegistry {
    dialects: BTreeMap<String, Box<dyn DialectTranslation>>,
}

impl TranslationRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers (or replaces) the translation of its dialect.
    pub fn register(&mut self, translation: Box<dyn DialectTranslation>) {
        self.dialects
            .insert(translation.dialect().to_string(), translation);
    }

    /// The translation of dialect `namespace`.
    pub fn get(&self, namespace: &str) -> Option<&dyn DialectTranslation> {
        self.dialects.get(namespace).map(|b| b.as_ref())
    }

    /// A registry with the translations this crate ships (the `llvm`
    /// dialect's and the `genx` dialect's).
    pub fn with_builtin_dialects() -> Self {
        let mut registry = Self::new();
        crate::llvm_dialect::register(&mut registry);
        registry.register(Box::new(crate::genx::export::GenXTranslation));
        registry
    }
}
