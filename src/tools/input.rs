//! The bytes of an input file: a large file is mapped read-only (no copy,
//! and no fresh memory to fill: the pages are the file's own, as LLVM's
//! `MemoryBuffer` maps large files); a small file, and standard input, are
//! read into memory.

use std::io::Read;

/// Files at least this large are mapped.
const MAP_AT_LEAST: u64 = 1 << 20;

/// An input's bytes.
pub enum InputBytes {
    /// Read into memory.
    Read(Vec<u8>),
    /// A read-only mapping of a file.
    #[cfg(unix)]
    Mapped(Mapping),
}

impl std::ops::Deref for InputBytes {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        match self {
            InputBytes::Read(bytes) => bytes,
            #[cfg(unix)]
            InputBytes::Mapped(m) => m.bytes(),
        }
    }
}

/// A private read-only mapping of a whole file, unmapped when dropped.
#[cfg(unix)]
pub struct Mapping {
    ptr: std::ptr::NonNull<libc::c_void>,
    len: usize,
}

#[cfg(unix)]
impl Mapping {
    /// Maps `file` (of `len` bytes, more than zero).
    fn new(file: &std::fs::File, len: usize) -> Option<Mapping> {
        use std::os::fd::AsRawFd;
        // SAFETY: a fresh private read-only mapping of an open file; the
        // result is checked.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return None;
        }
        Some(Mapping {
            ptr: std::ptr::NonNull::new(ptr)?,
            len,
        })
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: the mapping is `len` readable bytes until dropped.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr().cast::<u8>(), self.len) }
    }
}

#[cfg(unix)]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly what `new` mapped, once.
        unsafe {
            libc::munmap(self.ptr.as_ptr(), self.len);
        }
    }
}

/// The bytes of file `path` (mapped when large, unless `output` names the
/// same file: writing the output truncates it, and a mapping would lose its
/// pages while they are still being read).
pub fn read_file(path: &str, output: Option<&str>) -> std::io::Result<InputBytes> {
    let mut file = std::fs::File::open(path)?;
    let metadata = file.metadata()?;
    let len = metadata.len();
    #[cfg(unix)]
    if len >= MAP_AT_LEAST
        && !output.is_some_and(|out| is_same_file(&metadata, out))
        && let Ok(len) = usize::try_from(len)
        && let Some(mapping) = Mapping::new(&file, len)
    {
        return Ok(InputBytes::Mapped(mapping));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
    file.read_to_end(&mut bytes)?;
    Ok(InputBytes::Read(bytes))
}

/// Whether the file at `other` (if it exists) is the file `metadata` describes.
#[cfg(unix)]
fn is_same_file(metadata: &std::fs::Metadata, other: &str) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(other).is_ok_and(|o| o.dev() == metadata.dev() && o.ino() == metadata.ino())
}

/// Whether `output` names the existing file `input` (`-` names none): a
/// tool writing its output over its input opens the output only once it
/// has succeeded, so that a failure leaves the input as it was.
pub fn output_overwrites_input(input: &str, output: &str) -> bool {
    if input == "-" || output == "-" {
        return false;
    }
    #[cfg(unix)]
    {
        std::fs::metadata(input).is_ok_and(|m| is_same_file(&m, output))
    }
    #[cfg(not(unix))]
    {
        std::fs::canonicalize(input)
            .is_ok_and(|i| std::fs::canonicalize(output).is_ok_and(|o| i == o))
    }
}

/// The bytes of standard input.
pub fn read_stdin() -> std::io::Result<InputBytes> {
    let mut bytes = Vec::new();
    std::io::stdin().read_to_end(&mut bytes)?;
    Ok(InputBytes::Read(bytes))
}

/// What LLVM's tools say when an input cannot be read: `cannot open input
/// file 'path': No such file or directory`.
pub fn cannot_open_message(path: &str, e: &std::io::Error) -> String {
    format!("cannot open input file '{path}': {}", io_reason(e))
}

/// The system's words for an I/O error, as LLVM's tools print them
/// (without Rust's `(os error N)`).
pub fn io_reason(e: &std::io::Error) -> String {
    let reason = e.to_string();
    match reason.find(" (os error ") {
        Some(i) => reason[..i].to_string(),
        None => reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_and_small_files_read_the_same() {
        let dir = std::env::temp_dir().join(format!("dialectic-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        for size in [0usize, 5, (MAP_AT_LEAST as usize) + 3] {
            let path = dir.join(format!("in{size}"));
            let data: Vec<u8> = (0..size).map(|i| b'a' + (i % 26) as u8).collect();
            std::fs::write(&path, &data).expect("write");
            let path = path.to_str().expect("utf-8 path");
            let read = read_file(path, None).expect("read");
            assert_eq!(&read[..], &data[..]);
            let read = read_file(path, Some(path)).expect("read");
            assert!(matches!(read, InputBytes::Read(_)));
            assert_eq!(&read[..], &data[..]);
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
