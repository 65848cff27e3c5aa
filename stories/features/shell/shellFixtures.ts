// Signed-in users of the shell stories, fixed so that every rendering is the same.
import type { CurrentUser, RoleName } from "@pipeline/contract";

function currentUser(fields: Partial<CurrentUser> & { roles: RoleName[] }): CurrentUser {
  const { roles, ...rest } = fields;
  return {
    pk: 1,
    username: "admin",
    first_name: "Asha",
    last_name: "Raman",
    email: "admin@pipeline.test",
    role: roles.map((role_name) => ({ role_name, is_active: true })),
    permissions: ["can_view_journey"],
    joined_date: "2023-11-02T05:00:00.000Z",
    update_date: "2024-03-18T09:45:00.000Z",
    is_active: true,
    is_staff: true,
    active_role: roles[0] ?? null,
    ...rest,
  };
}

/** SUPER_ADMIN who also holds USER: the role switcher shows. */
export const superAdminAndUser = currentUser({ roles: ["SUPER_ADMIN", "USER"] });

/** SUPER_ADMIN and nothing else: every admin entry, no switcher. */
export const superAdminOnly = currentUser({
  pk: 7,
  username: "dev.kapoor",
  first_name: "Dev",
  last_name: "Kapoor",
  email: "dev.kapoor@pipeline.test",
  roles: ["SUPER_ADMIN"],
});

/** A plain USER. */
export const plainUser = currentUser({
  pk: 2,
  username: "priya.nair",
  first_name: "Priya",
  last_name: "Nair",
  email: "priya.nair@pipeline.test",
  roles: ["USER"],
});

/** FSD_Admin holding can_view_email_logs. */
export const fsdAdmin = currentUser({
  pk: 4,
  username: "meera.iyer",
  first_name: "Meera",
  last_name: "Iyer",
  email: "meera.iyer@pipeline.test",
  roles: ["FSD_Admin"],
  permissions: ["can_view_email_logs", "can_view_journey"],
});

/** FSD_Admin who is also a USER: the role switcher shows, though neither role is SUPER_ADMIN. */
export const fsdAdminAndUser = currentUser({
  pk: 4,
  username: "meera.iyer",
  first_name: "Meera",
  last_name: "Iyer",
  email: "meera.iyer@pipeline.test",
  roles: ["FSD_Admin", "USER"],
  permissions: ["can_view_email_logs", "can_view_journey"],
});
