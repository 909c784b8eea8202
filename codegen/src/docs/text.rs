//! Text helpers shared by the pages: dedenting descriptions, capitalizing
//! summaries, escaping table cells.

/// Removes the common leading indentation and surrounding blank lines of a
/// `[{ ... }]` description, as mlir-tblgen does.
pub fn dedent(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let body: Vec<String> = lines
        .iter()
        .map(|l| {
            if l.len() >= indent {
                l[indent..].trim_end().to_string()
            } else {
                l.trim_end().to_string()
            }
        })
        .collect();
    let start = body
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(body.len());
    let end = body
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(start, |e| e + 1);
    body[start..end].join("\n")
}

/// The summary with its first letter upper-cased (`_Branch operation_`).
pub fn capitalize(summary: &str) -> String {
    let mut chars = summary.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

/// Text safe inside an HTML table cell.
pub fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The assembly format as a syntax line: `operation ::= `name` format`,
/// continuation lines indented under the `::=` as mlir-tblgen does.
pub fn syntax(op_name: &str, format: &str) -> String {
    let head = format!("operation ::= `{op_name}` ");
    let body = dedent(format);
    let lines: Vec<&str> = body.lines().map(str::trim_end).collect();
    let mut out = head.clone();
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            out.push('\n');
            out.push_str(&" ".repeat("operation ::= ".len()));
        }
        out.push_str(l.trim_start());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dedent_keeps_relative_indentation() {
        assert_eq!(dedent("\n    a\n      b\n\n    c\n  "), "a\n  b\n\nc");
    }

    #[test]
    fn syntax_aligns_continuation_lines() {
        assert_eq!(
            syntax("cf.cond_br", "\n    $c `,`\n    $t\n  "),
            "operation ::= `cf.cond_br` $c `,`\n              $t"
        );
    }
}
