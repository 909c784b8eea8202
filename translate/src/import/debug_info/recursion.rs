//! MLIR 19's `CyclicReplacerCache` as its `DebugImporter` uses it: the
//! cache of translated nodes that copes with cycles (a struct with a
//! pointer to itself, a member's scope). Every node being translated has a
//! frame on a stack; meeting a composite type again while it is on the
//! stack breaks the cycle with a self reference (`#llvm.di_composite_type<tag
//! = DW_TAG_null, recId = distinct[N]<>>`), on which the translations of
//! the frames above it then depend. A translation is cached for good when
//! it depends on no frame, else only as long as the frame it depends on
//! lives; the composite type that was met again gets the `recId`.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::attrs::DiAttr;
use super::ffi::Md;

/// A translation: the attribute, or `None` when the node cannot be
/// translated (also cached).
pub type Translation = Option<DiAttr>;

/// One node being translated.
#[derive(Default)]
struct Frame {
    /// The cached translations valid only while this frame lives.
    depending: HashSet<Md>,
    /// The frames this frame's translation depends on.
    dependent_frames: BTreeSet<usize>,
}

/// What a lookup found.
pub enum Lookup {
    /// A cached (or cycle-breaking) translation.
    Found(Translation),
    /// Nothing: a frame was pushed for the node, to be resolved.
    Pushed,
    /// The node is on the stack and cannot break the cycle itself (it is
    /// no composite type): a frame was pushed anyway, as MLIR does.
    Repeated,
}

/// The cache.
#[derive(Default)]
pub struct CyclicCache {
    standalone: HashMap<Md, Translation>,
    /// Translations and the highest frame they depend on.
    dependent: HashMap<Md, (Translation, usize)>,
    stack: Vec<Frame>,
    /// The frames of each node on the stack.
    element_frames: HashMap<Md, Vec<usize>>,
}

impl CyclicCache {
    /// `lookupOrInit`: the cached translation of `node`; else, when `node`
    /// is on the stack and `break_cycle` gives its self reference, that
    /// (on which the top frame now depends); else a new frame for `node`.
    pub fn lookup_or_init(
        &mut self,
        node: Md,
        break_cycle: impl FnOnce() -> Option<DiAttr>,
    ) -> Lookup {
        if let Some(&result) = self.standalone.get(&node) {
            return Lookup::Found(result);
        }
        if let Some(&(result, frame)) = self.dependent.get(&node) {
            if let Some(top) = self.stack.last_mut() {
                top.dependent_frames.insert(frame);
            }
            return Lookup::Found(result);
        }
        let repeated = match self.element_frames.get(&node) {
            Some(frames) => match (break_cycle(), frames.last()) {
                (Some(rec_self), Some(&frame)) => {
                    self.dependent.insert(node, (Some(rec_self), frame));
                    if let Some(top) = self.stack.last_mut() {
                        top.dependent_frames.insert(frame);
                    }
                    return Lookup::Found(Some(rec_self));
                }
                _ => true,
            },
            None => false,
        };
        self.element_frames
            .entry(node)
            .or_default()
            .push(self.stack.len());
        self.stack.push(Frame::default());
        if repeated {
            Lookup::Repeated
        } else {
            Lookup::Pushed
        }
    }

    /// `wasRepeated`: whether the node of the top frame met itself.
    pub fn was_repeated(&self) -> bool {
        let top = self.stack.len().wrapping_sub(1);
        self.stack
            .last()
            .is_some_and(|f| f.dependent_frames.contains(&top))
    }

    /// `resolve`: caches the translation of the node of the top frame and
    /// pops it.
    pub fn resolve(&mut self, node: Md, result: Translation) {
        let index = self.stack.len().wrapping_sub(1);
        let Some(mut frame) = self.stack.pop() else {
            return;
        };
        frame.dependent_frames.remove(&index);
        match (self.stack.last_mut(), frame.dependent_frames.last()) {
            (Some(previous), Some(&highest)) => {
                self.dependent.insert(node, (result, highest));
                previous
                    .dependent_frames
                    .extend(frame.dependent_frames.iter().copied());
                if let Some(f) = self.stack.get_mut(highest) {
                    f.depending.insert(node);
                }
            }
            _ => {
                self.standalone.insert(node, result);
            }
        }
        for key in &frame.depending {
            self.dependent.remove(key);
        }
        if let Some(frames) = self.element_frames.get_mut(&node) {
            frames.pop();
            if frames.is_empty() {
                self.element_frames.remove(&node);
            }
        }
    }
}
