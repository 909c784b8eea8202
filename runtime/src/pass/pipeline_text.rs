//! The textual pass pipeline (`builtin.module(func.func(cse,canonicalize{
//! max-iterations=3}),any(cse))`) read into a tree of names, options and
//! nested pipelines as MLIR's `TextualPipeline` reads it, with its error
//! messages and their places (a byte offset in the text, rendered as the
//! `MLIR Textual PassPipeline Parser:1:11` buffer MLIR shows).

/// One element of a pipeline: a pass with its options, or an op name (or
/// `any`) with a nested pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass argument or op name, trimmed.
    pub name: String,
    /// Where the name starts in the text.
    pub offset: usize,
    /// The text between the braces, if any.
    pub options: Option<String>,
    /// The nested pipeline of an op name (`None` for a pass).
    pub nested: Option<Vec<PipelineElement>>,
}

/// A malformed pipeline: the message and where in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineTextError {
    /// The byte offset the caret points at.
    pub offset: usize,
    /// MLIR's message.
    pub message: String,
}

impl PipelineTextError {
    /// The error as MLIR renders it (a diagnostic of the source manager
    /// buffer `MLIR Textual PassPipeline Parser`, with the line and caret).
    pub fn render(&self, text: &str) -> String {
        let offset = self.offset.min(text.len());
        let line_start = text[..offset].rfind('\n').map_or(0, |p| p + 1);
        let line_end = text[offset..].find('\n').map_or(text.len(), |p| offset + p);
        let line = text[..offset].matches('\n').count() + 1;
        let col = text[line_start..offset].chars().count() + 1;
        format!(
            "MLIR Textual PassPipeline Parser:{line}:{col}: error: {}\n{}\n{:width$}^\n",
            self.message,
            &text[line_start..line_end],
            "",
            width = col - 1
        )
    }
}

/// Reads the elements of a pipeline's text (what is inside the outer
/// `anchor(...)`).
pub fn parse_pipeline_text(text: &str) -> Result<Vec<PipelineElement>, PipelineTextError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    // The pipeline being filled is the innermost open one; a stack of
    // paths (indices of elements with nested pipelines) reaches it.
    let mut root: Vec<PipelineElement> = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    let mut pos = 0;
    loop {
        let rest = &text[pos..];
        let sep_at = rest.find([',', '(', ')', '{']);
        let name_text = &rest[..sep_at.unwrap_or(rest.len())];
        let leading = name_text.len() - name_text.trim_start().len();
        current(&mut root, &stack).push(PipelineElement {
            name: name_text.trim().to_string(),
            offset: pos + leading,
            options: None,
            nested: None,
        });
        // A last name leaves the position at its start, where an
        // unclosed parenthesis is reported.
        let Some(sep_at) = sep_at else {
            break;
        };
        pos += sep_at;
        let mut sep = text.as_bytes()[pos];
        if sep == b'{' {
            let open = pos;
            pos += 1;
            let mut depth = 1;
            let mut close = None;
            for (i, b) in text.as_bytes()[pos..].iter().enumerate() {
                match b {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            close = Some(pos + i);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let Some(close) = close else {
                return Err(PipelineTextError {
                    offset: open,
                    message: "missing closing '}' while processing pass options".into(),
                });
            };
            let options = text[pos..close].to_string();
            if let Some(last) = current(&mut root, &stack).last_mut() {
                last.options = Some(options);
            }
            pos = close + 1;
            pos += text[pos..].len() - text[pos..].trim_start().len();
            if pos == text.len() {
                break;
            }
            sep = text.as_bytes()[pos];
        }
        let sep_at = pos;
        pos += 1;
        match sep {
            b',' => continue,
            b'(' => {
                let pipeline = current(&mut root, &stack);
                let index = pipeline.len() - 1;
                pipeline[index].nested = Some(Vec::new());
                stack.push(index);
                continue;
            }
            b')' => {}
            _ => return Err(expected_comma(sep_at)),
        }
        // Closing parentheses are taken greedily, spaces between them
        // skipped.
        let mut close_at = sep_at;
        loop {
            if stack.pop().is_none() {
                return Err(PipelineTextError {
                    offset: close_at,
                    message: "encountered extra closing ')' creating unbalanced parentheses \
                              while parsing pipeline"
                        .into(),
                });
            }
            pos += text[pos..].len() - text[pos..].trim_start().len();
            if pos == text.len() {
                break;
            }
            if text.as_bytes()[pos] != b')' {
                break;
            }
            close_at = pos;
            pos += 1;
        }
        if pos == text.len() {
            break;
        }
        if text.as_bytes()[pos] != b',' {
            return Err(expected_comma(pos));
        }
        pos += 1;
    }
    if !stack.is_empty() {
        return Err(PipelineTextError {
            offset: pos,
            message: "encountered unbalanced parentheses while parsing pipeline".into(),
        });
    }
    Ok(root)
}

fn expected_comma(offset: usize) -> PipelineTextError {
    PipelineTextError {
        offset,
        message: "expected ',' after parsing pipeline".into(),
    }
}

/// The pipeline the stack of nested indices leads to.
fn current<'a>(
    root: &'a mut Vec<PipelineElement>,
    stack: &[usize],
) -> &'a mut Vec<PipelineElement> {
    let mut pipeline = root;
    for &index in stack {
        pipeline = pipeline[index]
            .nested
            .as_mut()
            .expect("the stack holds elements with nested pipelines");
    }
    pipeline
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(elements: &[PipelineElement]) -> String {
        elements
            .iter()
            .map(|e| match &e.nested {
                Some(n) => format!("{}({})", e.name, names(n)),
                None => match &e.options {
                    Some(o) => format!("{}{{{o}}}", e.name),
                    None => e.name.clone(),
                },
            })
            .collect::<Vec<_>>()
            .join(",")
    }

    #[test]
    fn pipelines_nest() {
        let parsed =
            parse_pipeline_text(" func.func( cse , canonicalize{a=1 b={c}} ),any(cse)").unwrap();
        assert_eq!(
            names(&parsed),
            "func.func(cse,canonicalize{a=1 b={c}}),any(cse)"
        );
        assert_eq!(parsed[0].offset, 1);
    }

    #[test]
    fn malformed_pipelines_report_mlir_messages() {
        let text = "func.func(cse";
        let error = parse_pipeline_text(text).unwrap_err();
        assert_eq!(
            error.render(text),
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses \
             while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        let error = parse_pipeline_text("cse)").unwrap_err();
        assert_eq!(error.offset, 3);
        let error = parse_pipeline_text("func.func(cse),cse{").unwrap_err();
        assert_eq!(error.offset, 18);
    }
}
