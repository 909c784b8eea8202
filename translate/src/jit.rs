//! Running a translated module: JIT-compile it with LLVM's MCJIT, load
//! shared libraries, call an entry function and flush C's stdio so that
//! what the program printed appears before the runner exits.

use inkwell::OptimizationLevel;
use inkwell::module::Module;

/// What the entry function returns (`--entry-point-result`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// `void`.
    Void,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl EntryResult {
    /// The result kind named `name` (`void`, `i32`, ...).
    pub fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "void" => EntryResult::Void,
            "i32" => EntryResult::I32,
            "i64" => EntryResult::I64,
            "f32" => EntryResult::F32,
            "f64" => EntryResult::F64,
            _ => return None,
        })
    }
}

unsafe extern "C" {
    fn fflush(stream: *mut std::ffi::c_void) -> i32;
}

/// Loads `shared_libs`, JIT-compiles `module` and calls `entry`; returns
/// the value it returned as text (`None` for `void`).
pub fn run(
    module: &Module<'_>,
    entry: &str,
    result: EntryResult,
    shared_libs: &[String],
) -> Result<Option<String>, String> {
    inkwell::targets::Target::initialize_native(&inkwell::targets::InitializationConfig::default())?;
    for lib in shared_libs {
        if inkwell::support::load_library_permanently(std::path::Path::new(lib)).is_err() {
            return Err(format!("could not load shared library '{lib}'"));
        }
    }
    let engine = module
        .create_jit_execution_engine(OptimizationLevel::None)
        .map_err(|e| e.to_string())?;
    let address = engine
        .get_function_address(entry)
        .map_err(|_| format!("entry point not found: '{entry}'"))?;
    // SAFETY: the entry function was compiled from a module whose signature
    // the caller states with `result`; it takes no arguments.
    let printed = unsafe {
        let text = match result {
            EntryResult::Void => {
                std::mem::transmute::<usize, extern "C" fn()>(address)();
                None
            }
            EntryResult::I32 => {
                Some(std::mem::transmute::<usize, extern "C" fn() -> i32>(address)().to_string())
            }
            EntryResult::I64 => {
                Some(std::mem::transmute::<usize, extern "C" fn() -> i64>(address)().to_string())
            }
            EntryResult::F32 => Some(format!(
                "{:.6}",
                std::mem::transmute::<usize, extern "C" fn() -> f32>(address)()
            )),
            EntryResult::F64 => Some(format!(
                "{:.6}",
                std::mem::transmute::<usize, extern "C" fn() -> f64>(address)()
            )),
        };
        fflush(std::ptr::null_mut());
        text
    };
    Ok(printed)
}
