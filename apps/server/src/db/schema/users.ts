import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The ERP username. */
    username: text("username").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    /** argon2id; null for users who sign in through the ERP only. */
    passwordHash: text("password_hash"),
    isActive: boolean("is_active").notNull().default(true),
    isStaff: boolean("is_staff").notNull().default(true),
    created: timestamp("created", { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp("modified", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username_key").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    index("users_name_idx").on(sql`lower(${table.firstName})`, sql`lower(${table.lastName})`, table.id),
    index("users_last_name_idx").on(sql`lower(${table.lastName})`, table.id),
    index("users_created_idx").on(table.created, table.id),
    index("users_modified_idx").on(table.modified, table.id),
    index("users_active_idx").on(table.isActive),
  ],
);

export const roles = pgTable("roles", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique("roles_name_key"),
});

export const permissions = pgTable("permissions", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  code: text("code").notNull().unique("permissions_code_key"),
  description: text("description").notNull().default(""),
});

/** A user's roles in order: the first active one is the default. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId], name: "user_roles_pkey" }),
    index("user_roles_role_idx").on(table.roleId),
  ],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.permissionId], name: "role_permissions_pkey" }),
    index("role_permissions_permission_idx").on(table.permissionId),
  ],
);

/** Permissions granted to one user beyond those of their roles. */
export const userPermissions = pgTable(
  "user_permissions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permissionId: integer("permission_id")
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.permissionId], name: "user_permissions_pkey" }),
    index("user_permissions_permission_idx").on(table.permissionId),
  ],
);
