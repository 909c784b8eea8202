//! Regions: ordered lists of blocks owned by an operation.

use super::Ir;
use super::handles::{BlockId, Handle, OpId, RegionId};

impl Ir {
    /// The op owning the region.
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.region(region).parent
    }

    /// Creates a region owned by no op yet; pass it in [`super::OperationState::regions`].
    pub fn create_region(&mut self) -> RegionId {
        let id = RegionId::from_index(self.regions.len());
        self.regions.push(super::RegionData {
            parent: None,
            first_block: None,
            last_block: None,
        });
        id
    }

    /// The first (entry) block.
    #[inline]
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.region(region).first_block
    }

    /// Whether the region has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.region(region).first_block.is_none()
    }

    /// The blocks in order.
    pub fn blocks_of(&self, region: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        let mut next = self.region(region).first_block;
        std::iter::from_fn(move || {
            let cur = next?;
            next = self.block(cur).next;
            Some(cur)
        })
    }

    /// The block after `block` in its region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.block(block).next
    }

    /// The block before `block` in its region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.block(block).prev
    }

    /// Inserts a detached block into `region` before `before` (at its end
    /// when `None`).
    pub fn insert_block_before(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        block: BlockId,
    ) {
        let Some(before) = before else {
            self.append_block(region, block);
            return;
        };
        if let Some(prev) = self.block(before).prev {
            self.insert_block_after(prev, block);
            return;
        }
        {
            let b = self.block_mut(block);
            debug_assert!(b.parent.is_none(), "block is already in a region");
            b.parent = Some(region);
            b.prev = None;
            b.next = Some(before);
        }
        self.block_mut(before).prev = Some(block);
        self.region_mut(region).first_block = Some(block);
    }

    /// Appends a detached block to the region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.region(region).last_block;
        {
            let b = self.block_mut(block);
            debug_assert!(b.parent.is_none(), "block is already in a region");
            b.parent = Some(region);
            b.prev = last;
            b.next = None;
        }
        match last {
            Some(l) => self.block_mut(l).next = Some(block),
            None => self.region_mut(region).first_block = Some(block),
        }
        self.region_mut(region).last_block = Some(block);
    }

    /// Inserts a detached block right after `after`, in its region.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        let (region, next) = {
            let a = self.block(after);
            (a.parent.expect("the block is in a region"), a.next)
        };
        {
            let b = self.block_mut(block);
            debug_assert!(b.parent.is_none(), "block is already in a region");
            b.parent = Some(region);
            b.prev = Some(after);
            b.next = next;
        }
        self.block_mut(after).next = Some(block);
        match next {
            Some(n) => self.block_mut(n).prev = Some(block),
            None => self.region_mut(region).last_block = Some(block),
        }
    }

    /// Detaches a block from its region.
    pub fn remove_block(&mut self, block: BlockId) {
        let (region, prev, next) = {
            let b = self.block(block);
            match b.parent {
                Some(r) => (r, b.prev, b.next),
                None => return,
            }
        };
        match prev {
            Some(p) => self.block_mut(p).next = next,
            None => self.region_mut(region).first_block = next,
        }
        match next {
            Some(n) => self.block_mut(n).prev = prev,
            None => self.region_mut(region).last_block = prev,
        }
        let b = self.block_mut(block);
        b.parent = None;
        b.prev = None;
        b.next = None;
    }
}
