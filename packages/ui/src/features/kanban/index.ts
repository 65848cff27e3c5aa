export { KanbanBoard, type KanbanBoardProps } from "./KanbanBoard";
