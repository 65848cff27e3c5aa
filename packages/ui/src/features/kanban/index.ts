export { KanbanBoard, type KanbanBoardAdapter, type KanbanBoardProps } from "./KanbanBoard";
