//! Running a translated module as `mlir-cpu-runner` does, on ORC's LLJIT
//! (`cpp/orc_jit.cpp`): the module is built in the JIT's LLVM context,
//! shared libraries are searched for the symbols it uses after the
//! process, its constructors (`llvm.global_ctors`) run, then the entry
//! function; its `atexit` handlers and destructors (`llvm.global_dtors`)
//! run when the entry function returns, or when the program calls `exit`,
//! in the order the native program runs them. C's stdio is flushed before
//! the entry function's result is reported.

use std::ffi::{CStr, CString, c_char};
use std::mem::ManuallyDrop;
use std::ptr::NonNull;
use std::sync::Once;
use std::sync::atomic::{AtomicPtr, Ordering};

use inkwell::context::Context;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};
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

#[repr(C)]
struct RawJit {
    _private: [u8; 0],
}

unsafe extern "C" {
    fn dialectic_jit_create(
        libraries: *const *const c_char,
        count: usize,
        message: *mut *mut c_char,
    ) -> *mut RawJit;
    fn dialectic_jit_context(jit: *mut RawJit) -> LLVMContextRef;
    fn dialectic_jit_add_module(
        jit: *mut RawJit,
        module: LLVMModuleRef,
        message: *mut *mut c_char,
    ) -> i32;
    fn dialectic_jit_initialize(jit: *mut RawJit, message: *mut *mut c_char) -> i32;
    fn dialectic_jit_lookup(
        jit: *mut RawJit,
        name: *const c_char,
        address: *mut u64,
        message: *mut *mut c_char,
    ) -> i32;
    fn dialectic_jit_deinitialize(jit: *mut RawJit, message: *mut *mut c_char) -> i32;
    fn dialectic_jit_dispose(jit: *mut RawJit);
    fn dialectic_jit_dispose_message(message: *mut c_char);
    fn fflush(stream: *mut std::ffi::c_void) -> i32;
    fn atexit(handler: extern "C" fn()) -> i32;
}

/// Takes a message of `cpp/orc_jit.cpp` (freeing it).
fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return "unknown JIT error".to_string();
    }
    // SAFETY: a NUL-terminated string malloc'ed by the shim, freed once here.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        dialectic_jit_dispose_message(message);
        text.trim_end().to_string()
    }
}

/// The JIT whose program is running, while it runs: its `atexit` handlers
/// and destructors are still to run if the program calls `exit`.
static RUNNING: AtomicPtr<RawJit> = AtomicPtr::new(std::ptr::null_mut());

/// Registered with C's `atexit` before any program runs: when a program
/// calls `exit`, its own handlers and destructors run (as natively, before
/// stdio is flushed and the process ends).
extern "C" fn finish_exiting_program() {
    let jit = RUNNING.swap(std::ptr::null_mut(), Ordering::SeqCst);
    if jit.is_null() {
        return;
    }
    let mut message = std::ptr::null_mut();
    // SAFETY: `jit` is alive: the program that registered it has not
    // returned (it is exiting from inside it).
    if unsafe { dialectic_jit_deinitialize(jit, &mut message) } != 0 {
        eprintln!("error: {}", take_message(message));
    }
}

/// An LLJIT with the generic IR platform, and the LLVM context (owned by
/// the JIT) in which to build the module it runs.
pub struct Jit {
    raw: NonNull<RawJit>,
    context: ManuallyDrop<Context>,
}

impl Jit {
    /// A JIT for the host that resolves symbols in the process, then in
    /// `shared_libs` (loaded now, permanently).
    pub fn new(shared_libs: &[String]) -> Result<Jit, String> {
        let names = shared_libs
            .iter()
            .map(|lib| {
                CString::new(lib.as_str())
                    .map_err(|_| format!("could not load shared library '{lib}'"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let pointers: Vec<*const c_char> = names.iter().map(|n| n.as_ptr()).collect();
        let mut message = std::ptr::null_mut();
        // SAFETY: `pointers` holds `names.len()` NUL-terminated strings that
        // outlive the call.
        let raw = unsafe { dialectic_jit_create(pointers.as_ptr(), pointers.len(), &mut message) };
        let raw = NonNull::new(raw).ok_or_else(|| take_message(message))?;
        // SAFETY: the context belongs to the JIT, which outlives this
        // wrapper; `ManuallyDrop` keeps the wrapper from disposing it.
        let context =
            ManuallyDrop::new(unsafe { Context::new(dialectic_jit_context(raw.as_ptr())) });
        Ok(Jit { raw, context })
    }

    /// The LLVM context of the modules to [`run`].
    pub fn context(&self) -> &Context {
        &self.context
    }

    fn check(&self, status: i32, message: *mut c_char) -> Result<(), String> {
        if status == 0 {
            Ok(())
        } else {
            Err(take_message(message))
        }
    }

    /// Hands `module` (of [`Jit::context`]) to the JIT.
    fn add_module(&self, module: Module<'_>) -> Result<(), String> {
        let raw_module = module.as_mut_ptr();
        // The JIT owns the module from here on.
        std::mem::forget(module);
        let mut message = std::ptr::null_mut();
        // SAFETY: a live module of the JIT's context, given away above.
        let status =
            unsafe { dialectic_jit_add_module(self.raw.as_ptr(), raw_module, &mut message) };
        self.check(status, message)
    }

    fn lookup(&self, name: &str) -> Result<usize, String> {
        let name_c = CString::new(name).map_err(|_| format!("entry point not found: '{name}'"))?;
        let mut address = 0u64;
        let mut message = std::ptr::null_mut();
        // SAFETY: the JIT is alive; `name_c` is NUL-terminated.
        let status = unsafe {
            dialectic_jit_lookup(
                self.raw.as_ptr(),
                name_c.as_ptr(),
                &mut address,
                &mut message,
            )
        };
        self.check(status, message)?;
        usize::try_from(address).map_err(|_| format!("'{name}' is out of reach"))
    }

    fn initialize(&self) -> Result<(), String> {
        let mut message = std::ptr::null_mut();
        // SAFETY: the JIT is alive.
        let status = unsafe { dialectic_jit_initialize(self.raw.as_ptr(), &mut message) };
        self.check(status, message)
    }

    fn deinitialize(&self) -> Result<(), String> {
        let mut message = std::ptr::null_mut();
        // SAFETY: the JIT is alive.
        let status = unsafe { dialectic_jit_deinitialize(self.raw.as_ptr(), &mut message) };
        self.check(status, message)
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        // SAFETY: created by `dialectic_jit_create`, disposed once; the
        // context wrapper is not used after this.
        unsafe { dialectic_jit_dispose(self.raw.as_ptr()) }
    }
}

/// How `mlir-cpu-runner` prints a floating-point result (LLVM's
/// `raw_ostream`, like C's `%e`: `1.500000e+00`).
fn exponent_form(value: f64) -> String {
    if !value.is_finite() {
        return if value.is_nan() {
            "nan".to_string()
        } else if value > 0.0 {
            "INF".to_string()
        } else {
            "-INF".to_string()
        };
    }
    let text = format!("{value:.6e}");
    match text.split_once('e') {
        Some((mantissa, exponent)) => {
            let (sign, digits) = match exponent.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', exponent),
            };
            format!("{mantissa}e{sign}{digits:0>2}")
        }
        None => text,
    }
}

/// Runs `module` (built in `jit`'s context): constructors, the function
/// `entry` (no arguments, returning `result`), then `atexit` handlers and
/// destructors; flushes C's stdio and returns the entry function's result
/// as text (`None` for `void`). If the program calls `exit`, this does not
/// return: the process ends as the native program would.
pub fn run(
    jit: &Jit,
    module: Module<'_>,
    entry: &str,
    result: EntryResult,
) -> Result<Option<String>, String> {
    match module.get_function(entry) {
        Some(f) if f.count_basic_blocks() > 0 => {}
        _ => return Err(format!("entry point not found: '{entry}'")),
    }
    jit.add_module(module)?;
    let address = jit.lookup(entry)?;
    // What ending the program runs is compiled now, not while it exits.
    jit.lookup("__lljit_run_atexits")?;
    // Registered after the JIT has compiled the program: C++ statics of
    // LLVM first used while compiling are destroyed at exit after this
    // runs, not before.
    static HOOK: Once = Once::new();
    let mut hooked = Ok(());
    HOOK.call_once(|| {
        // SAFETY: registers a function with C's `atexit`.
        if unsafe { atexit(finish_exiting_program) } != 0 {
            hooked = Err("could not register an exit handler".to_string());
        }
    });
    hooked?;
    RUNNING.store(jit.raw.as_ptr(), Ordering::SeqCst);
    if let Err(e) = jit.initialize() {
        RUNNING.store(std::ptr::null_mut(), Ordering::SeqCst);
        return Err(e);
    }
    // SAFETY: `entry` is a function of the module defined with no
    // parameters, returning what the caller states with `result`.
    let printed = unsafe {
        match result {
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
            EntryResult::F32 => Some(exponent_form(f64::from(std::mem::transmute::<
                usize,
                extern "C" fn() -> f32,
            >(address)()))),
            EntryResult::F64 => Some(exponent_form(std::mem::transmute::<
                usize,
                extern "C" fn() -> f64,
            >(address)())),
        }
    };
    RUNNING.store(std::ptr::null_mut(), Ordering::SeqCst);
    let ended = jit.deinitialize();
    // SAFETY: flushes every C stdio output stream.
    unsafe { fflush(std::ptr::null_mut()) };
    ended.map(|()| printed)
}

#[cfg(test)]
mod tests {
    use super::exponent_form;

    #[test]
    fn results_print_as_raw_ostream_prints_doubles() {
        assert_eq!(exponent_form(0.1f32 as f64), "1.000000e-01");
        assert_eq!(exponent_form(2.5), "2.500000e+00");
        assert_eq!(exponent_form(-1234567.0), "-1.234567e+06");
        assert_eq!(exponent_form(1e300), "1.000000e+300");
        assert_eq!(exponent_form(0.0), "0.000000e+00");
        assert_eq!(exponent_form(f64::NEG_INFINITY), "-INF");
    }
}
