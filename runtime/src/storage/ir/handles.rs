//! Small copyable handles into the arenas of an [`super::Ir`]. Each is a
//! non-zero `u32`, so `Option<Handle>` takes four bytes.

use std::num::NonZeroU32;

/// Conversion between a handle and its arena index.
pub(crate) trait Handle: Copy {
    fn from_index(index: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(NonZeroU32);

        impl Handle for $name {
            #[inline]
            fn from_index(index: usize) -> Self {
                match u32::try_from(index + 1).ok().and_then(NonZeroU32::new) {
                    Some(n) => $name(n),
                    None => panic!("more than u32::MAX - 1 entries in one arena"),
                }
            }
            #[inline]
            fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }

        impl $name {
            /// The arena index, for tables keyed by handle.
            #[inline]
            pub fn as_usize(self) -> usize {
                Handle::index(self)
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({})", stringify!($name), Handle::index(*self))
            }
        }
    };
}

handle!(
    /// An operation.
    OpId
);
handle!(
    /// A block.
    BlockId
);
handle!(
    /// A region.
    RegionId
);
handle!(
    /// An SSA value: an operation result or a block argument.
    Value
);
handle!(
    /// One operand slot of an operation.
    OperandId
);
handle!(
    /// One successor slot of an operation.
    SuccessorId
);
