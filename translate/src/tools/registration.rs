//! What a translation tool registers: the dialects of each context it
//! makes and the translations of their ops to LLVM IR (MLIR's
//! `DialectRegistry` with its `LLVMTranslationDialectInterface`s, handed to
//! `mlirTranslateMain`).

use std::fmt;
use std::sync::Arc;

use dialectic::Context;
use dialectic::tools::registration::DialectRegistration;

use crate::interface::TranslationRegistry;

/// The dialects and translations of a translation tool. Either way the
/// `llvm` dialect and its translation are there: they are what a
/// translation ends in.
#[derive(Clone)]
pub struct TranslateRegistration {
    dialects: DialectRegistration,
    translations: Arc<dyn Fn(&mut TranslationRegistry) + Send + Sync>,
}

impl TranslateRegistration {
    /// The builtin and `llvm` dialects and what `dialects` adds; the `llvm`
    /// dialect's translation and what `translations` adds.
    pub fn new(
        dialects: impl Fn(&Context) + Send + Sync + 'static,
        translations: impl Fn(&mut TranslationRegistry) + Send + Sync + 'static,
    ) -> Self {
        TranslateRegistration {
            dialects: DialectRegistration::new(move |ctx: &Context| {
                dialects(ctx);
                if !ctx.is_dialect_registered("llvm") {
                    dialectic::dialects::llvm::register(ctx);
                }
            }),
            translations: Arc::new(translations),
        }
    }

    /// A context with the dialects.
    pub fn context(&self) -> Context {
        let ctx = Context::new();
        self.dialects.register(&ctx);
        ctx
    }

    /// The translations of the dialects.
    pub fn translations(&self) -> TranslationRegistry {
        let mut registry = TranslationRegistry::with_builtin_dialects();
        (self.translations)(&mut registry);
        registry
    }
}

/// Every dialect Dialectic ships, the GenX dialect, and the translations
/// this crate ships.
impl Default for TranslateRegistration {
    fn default() -> Self {
        TranslateRegistration {
            dialects: DialectRegistration::new(|ctx: &Context| {
                dialectic::dialects::register_all(ctx);
                dialectic_genx::register_dialect(ctx);
            }),
            translations: Arc::new(|_: &mut TranslationRegistry| {}),
        }
    }
}

impl fmt::Debug for TranslateRegistration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TranslateRegistration(..)")
    }
}
