export {
  Skeleton,
  SkeletonBlock,
  SkeletonCircle,
  SkeletonRows,
  SkeletonText,
  type SkeletonBlockProps,
  type SkeletonCircleProps,
  type SkeletonProps,
  type SkeletonRowsProps,
  type SkeletonTextProps,
} from "./Skeleton";
