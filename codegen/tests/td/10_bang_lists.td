// List operators, slices and element access.
defvar nums = [5, 6, 7, 8, 9];
def Lists {
  list<int> cat = !listconcat([1], [2, 3], []<int>);
  list<int> pasted = [1, 2] # [3];
  list<string> splat = !listsplat("x", 3);
  list<int> removed = !listremove([1, 2, 3, 2, 1], [2]);
  int head = !head(nums);
  list<int> tail = !tail(nums);
  int size = !size(nums);
  bit empty = !empty([]<int>);
  int second = nums[1];
  list<int> slice = nums[1...3];
  list<int> picks = nums[0, 2, 4];
  list<int> mixed = nums[0, 2...3];
  list<int> single = nums[4,];
  list<int> range1 = !range(4);
  list<int> range2 = !range(2, 6);
  list<int> range3 = !range(10, 0, -3);
  list<int> rangeOf = !range(["a", "b", "c"]);
  list<list<int>> nested = [[1], [2, 3]];
  list<bits<2>> bitsList = [0, 1, 2];
  list<int> typed = []<int>;
}
