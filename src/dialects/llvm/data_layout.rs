//! The check of `llvm.data_layout` strings: LLVM 19's
//! `DataLayout::parseSpecifier`, with its messages, without building a
//! layout (the LLVM dialect only verifies that the string parses).

/// Whether `desc` is a valid LLVM data layout string; the message LLVM 19
/// gives otherwise (`Unknown specifier in datalayout string`).
pub fn check_data_layout(desc: &str) -> Result<(), String> {
    let mut layout = Layout::default();
    layout.parse(desc).map_err(str::to_string)
}

type Parse<T> = Result<T, &'static str>;

/// The parts of a layout that later specifiers are checked against.
struct Layout {
    /// Per address space: ABI alignment, preferred alignment (bytes),
    /// size and index size (bits).
    pointers: Vec<(u32, u64, u64, u32, u32)>,
}

impl Default for Layout {
    fn default() -> Self {
        Layout {
            pointers: vec![(0, 8, 8, 64, 64)],
        }
    }
}

/// `Str.split(separator)` with LLVM's checks of the mandatory parts.
fn split(text: &str, separator: char) -> Parse<(&str, &str)> {
    let (first, second) = text.split_once(separator).unwrap_or((text, ""));
    if second.is_empty() && first != text {
        return Err("Trailing separator in datalayout string");
    }
    if !second.is_empty() && first.is_empty() {
        return Err("Expected token before separator in datalayout string");
    }
    Ok((first, second))
}

/// A decimal number (`StringRef::getAsInteger(10, ...)`).
fn integer(text: &str, max: u64) -> Parse<u64> {
    let err = "not a number, or does not fit in an unsigned int";
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err);
    }
    text.parse::<u64>().ok().filter(|&v| v <= max).ok_or(err)
}

fn uint(text: &str) -> Parse<u64> {
    integer(text, u64::from(u32::MAX))
}

/// A number of bits that is a whole number of bytes, in bytes.
fn bytes(text: &str, max: u64) -> Parse<u64> {
    let bits = integer(text, max)?;
    if bits % 8 != 0 {
        return Err("number of bits must be a byte width multiple");
    }
    Ok(bits / 8)
}

fn address_space(text: &str) -> Parse<u64> {
    let space = uint(text)?;
    if space >= 1 << 24 {
        return Err("Invalid address space, must be a 24-bit integer");
    }
    Ok(space)
}

impl Layout {
    fn parse(&mut self, mut desc: &str) -> Parse<()> {
        while !desc.is_empty() {
            let (spec, rest_of_desc) = split(desc, '-')?;
            desc = rest_of_desc;
            let (mut tok, mut rest) = split(spec, ':')?;
            if tok == "ni" {
                loop {
                    let (space, after) = split(rest, ':')?;
                    rest = after;
                    if uint(space)? == 0 {
                        return Err("Address space 0 can never be non-integral");
                    }
                    if rest.is_empty() {
                        break;
                    }
                }
                continue;
            }
            let specifier = tok.chars().next().unwrap_or('\0');
            tok = &tok[specifier.len_utf8().min(tok.len())..];
            match specifier {
                's' | 'E' | 'e' => {}
                'p' => self.pointer(tok, rest)?,
                'i' | 'v' | 'f' | 'a' => Self::alignment(specifier, tok, rest)?,
                'n' => loop {
                    if uint(tok)? == 0 {
                        return Err("Zero width native integer type in datalayout string");
                    }
                    if rest.is_empty() {
                        break;
                    }
                    (tok, rest) = split(rest, ':')?;
                },
                'S' => {
                    let align = bytes(tok, u64::MAX)?;
                    if align != 0 && !align.is_power_of_two() {
                        return Err("Alignment is neither 0 nor a power of 2");
                    }
                }
                'F' => {
                    if !tok.starts_with(['i', 'n']) {
                        return Err("Unknown function pointer alignment type in datalayout string");
                    }
                    let align = bytes(&tok[1..], u64::MAX)?;
                    if align != 0 && !align.is_power_of_two() {
                        return Err("Alignment is neither 0 nor a power of 2");
                    }
                }
                'P' | 'A' | 'G' => {
                    address_space(tok)?;
                }
                'm' => {
                    if !tok.is_empty() {
                        return Err(
                            "Unexpected trailing characters after mangling specifier in datalayout string",
                        );
                    }
                    if rest.is_empty() {
                        return Err("Expected mangling specifier in datalayout string");
                    }
                    if rest.len() > 1 {
                        return Err("Unknown mangling specifier in datalayout string");
                    }
                    if !matches!(rest, "e" | "l" | "o" | "m" | "w" | "x" | "a") {
                        return Err("Unknown mangling in datalayout string");
                    }
                }
                _ => return Err("Unknown specifier in datalayout string"),
            }
        }
        Ok(())
    }

    /// `p[n]:size:abi[:pref[:index]]`.
    fn pointer(&mut self, tok: &str, rest: &str) -> Parse<()> {
        let space = if tok.is_empty() { 0 } else { uint(tok)? };
        if space >= 1 << 24 {
            return Err("Invalid address space, must be a 24-bit integer");
        }
        if rest.is_empty() {
            return Err("Missing size specification for pointer in datalayout string");
        }
        let (tok, rest) = split(rest, ':')?;
        let size = uint(tok)?;
        if size == 0 {
            return Err("Invalid pointer size of 0 bytes");
        }
        if rest.is_empty() {
            return Err("Missing alignment specification for pointer in datalayout string");
        }
        let (tok, mut rest) = split(rest, ':')?;
        let abi = bytes(tok, u64::from(u32::MAX))?;
        if !abi.is_power_of_two() {
            return Err("Pointer ABI alignment must be a power of 2");
        }
        let mut index = size;
        let mut pref = abi;
        if !rest.is_empty() {
            let tok;
            (tok, rest) = split(rest, ':')?;
            pref = bytes(tok, u64::from(u32::MAX))?;
            if !pref.is_power_of_two() {
                return Err("Pointer preferred alignment must be a power of 2");
            }
            if !rest.is_empty() {
                let (tok, _) = split(rest, ':')?;
                index = uint(tok)?;
                if index == 0 {
                    return Err("Invalid index size of 0 bytes");
                }
            }
        }
        if pref < abi {
            return Err("Preferred alignment cannot be less than the ABI alignment");
        }
        if index > size {
            return Err("Index width cannot be larger than pointer width");
        }
        let entry = (space as u32, abi, pref, size as u32, index as u32);
        match self.pointers.iter_mut().find(|p| p.0 == entry.0) {
            Some(existing) => *existing = entry,
            None => self.pointers.push(entry),
        }
        Ok(())
    }

    /// `i<size>:abi[:pref]`, and the same for `v`, `f` and `a`.
    fn alignment(specifier: char, tok: &str, rest: &str) -> Parse<()> {
        let size = if tok.is_empty() { 0 } else { uint(tok)? };
        if specifier == 'a' && size != 0 {
            return Err("Sized aggregate specification in datalayout string");
        }
        if rest.is_empty() {
            return Err("Missing alignment specification in datalayout string");
        }
        let (tok, rest) = split(rest, ':')?;
        let abi = bytes(tok, u64::from(u32::MAX))?;
        if specifier != 'a' && abi == 0 {
            return Err("ABI alignment specification must be >0 for non-aggregate types");
        }
        if abi >= 1 << 16 {
            return Err("Invalid ABI alignment, must be a 16bit integer");
        }
        if abi != 0 && !abi.is_power_of_two() {
            return Err("Invalid ABI alignment, must be a power of 2");
        }
        if specifier == 'i' && size == 8 && abi != 1 {
            return Err("Invalid ABI alignment, i8 must be naturally aligned");
        }
        let mut pref = abi;
        if !rest.is_empty() {
            let (tok, _) = split(rest, ':')?;
            pref = bytes(tok, u64::from(u32::MAX))?;
        }
        if pref >= 1 << 16 {
            return Err("Invalid preferred alignment, must be a 16bit integer");
        }
        if pref != 0 && !pref.is_power_of_two() {
            return Err("Invalid preferred alignment, must be a power of 2");
        }
        if size >= 1 << 24 {
            return Err("Invalid bit width, must be a 24-bit integer");
        }
        // LLVM stores alignments as powers of two: 0 counts as 1.
        if pref.max(1) < abi.max(1) {
            return Err("Preferred alignment cannot be less than the ABI alignment");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::check_data_layout;

    #[test]
    fn accepts_target_layouts() {
        for layout in [
            "",
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "e-m:o-i64:64-i128:128-n32:64-S128",
            "E-m:e-p:32:32-i64:64-n32",
            "e-p:64:64:64:32-ni:1:2-A5-G1-P2-Fi8-S0",
        ] {
            assert_eq!(check_data_layout(layout), Ok(()), "{layout}");
        }
    }

    #[test]
    fn reports_llvm_messages() {
        for (layout, message) in [
            ("x-bad", "Unknown specifier in datalayout string"),
            ("e-", "Trailing separator in datalayout string"),
            ("-e", "Expected token before separator in datalayout string"),
            (
                "i8:16",
                "Invalid ABI alignment, i8 must be naturally aligned",
            ),
            ("S24", "Alignment is neither 0 nor a power of 2"),
            ("i32:12", "number of bits must be a byte width multiple"),
            (
                "p",
                "Missing size specification for pointer in datalayout string",
            ),
            (
                "p:64:64:64:128",
                "Index width cannot be larger than pointer width",
            ),
            (
                "i64:64:32",
                "Preferred alignment cannot be less than the ABI alignment",
            ),
            ("m:q", "Unknown mangling in datalayout string"),
            ("ni:0", "Address space 0 can never be non-integral"),
            ("a8:8", "Sized aggregate specification in datalayout string"),
            ("ix:8", "not a number, or does not fit in an unsigned int"),
        ] {
            assert_eq!(
                check_data_layout(layout),
                Err(message.to_string()),
                "{layout}"
            );
        }
    }
}
