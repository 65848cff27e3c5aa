// The companies table as react-admin shows a list: <Admin> with one <Resource>, its <List> with
// react-admin's filters (a search always on, the others behind Add filter), sorting by every column,
// pagination and bulk selection in a <Datagrid>, over a data provider that reads with plain fetch.
// Its columns are the companies page's default columns (features/companies-table/columns.tsx).
import { createRoot } from "react-dom/client";
import {
  Admin,
  AutocompleteArrayInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  Link,
  List,
  ReferenceArrayInput,
  Resource,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextField,
} from "react-admin";

/** A REST data provider on fetch: `/api/{resource}` answers `{ data, total }`, one record `{ data }`. */
async function call(path, init) {
  const response = await fetch(`/api/${path}`, {
    ...init,
    headers: { "content-type": "application/json" },
  });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.json();
}

const listQuery = ({ pagination, sort, filter }) =>
  new URLSearchParams({
    page: String(pagination.page),
    perPage: String(pagination.perPage),
    sort: sort.field,
    order: sort.order,
    filter: JSON.stringify(filter ?? {}),
  });

const dataProvider = {
  getList: (resource, params) => call(`${resource}?${listQuery(params)}`),
  getOne: (resource, { id }) => call(`${resource}/${id}`),
  getMany: (resource, { ids }) =>
    call(`${resource}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`),
  getManyReference: (resource, { target, id, ...params }) =>
    call(`${resource}?${listQuery({ ...params, filter: { ...params.filter, [target]: id } })}`),
  create: (resource, { data }) => call(resource, { method: "POST", body: JSON.stringify(data) }),
  update: (resource, { id, data }) =>
    call(`${resource}/${id}`, { method: "PUT", body: JSON.stringify(data) }),
  updateMany: (resource, { ids, data }) =>
    Promise.all(ids.map((id) => dataProvider.update(resource, { id, data }))).then(() => ({ data: ids })),
  delete: (resource, { id }) => call(`${resource}/${id}`, { method: "DELETE" }),
  deleteMany: (resource, { ids }) =>
    Promise.all(ids.map((id) => dataProvider.delete(resource, { id }))).then(() => ({ data: ids })),
};

const EMAIL_STATUSES = [
  { id: "sent", name: "Sent" },
  { id: "none", name: "Not sent" },
  { id: "bounced", name: "Bounced" },
  { id: "dropped", name: "Dropped" },
  { id: "deferred", name: "Deferred" },
  { id: "failed", name: "Failed" },
];
const OPENED = [
  { id: "opened", name: "Opened" },
  { id: "not_opened", name: "Not opened" },
];
const YES_NO = [
  { id: "true", name: "Yes" },
  { id: "false", name: "No" },
];

const lookupFilter = (source, label, reference) => (
  <ReferenceArrayInput key={source} source={source} reference={reference} label={label}>
    <AutocompleteArrayInput optionText="label" label={label} />
  </ReferenceArrayInput>
);

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search companies" />,
  lookupFilter("country", "Country", "locations"),
  lookupFilter("confidence_level", "Confidence Level", "confidence-levels"),
  lookupFilter("industry", "Industry", "industries"),
  lookupFilter("company_type", "Company Type", "company-types"),
  lookupFilter("created_by", "Created By", "users"),
  <SelectArrayInput
    key="status"
    source="initial_email_status"
    label="Email Status"
    choices={EMAIL_STATUSES}
  />,
  <SelectInput key="opened" source="opened_initial_email_status" label="Opened" choices={OPENED} />,
  <SelectInput key="follow" source="follow_up_email" label="Follow-up Email" choices={YES_NO} />,
  <SelectInput key="meeting" source="has_scheduled_meeting" label="Scheduled Meeting" choices={YES_NO} />,
  lookupFilter("last_stage_task", "Last Stage & Task", "stage-tasks"),
  lookupFilter("stage", "Stage", "stages"),
  <DateInput key="from" source="modified_gte" label="Modified from" />,
  <DateInput key="to" source="modified_lte" label="Modified to" />,
];

const person = (user) => (user ? `${user.first_name} ${user.last_name}` : "Portal");

function CompanyList() {
  return (
    <List filters={filters} sort={{ field: "modified", order: "DESC" }} perPage={25}>
      <Datagrid rowClick={false}>
        <FunctionField
          source="company_name"
          label="Company Name"
          render={(row) => <Link to={`/companies/${row.id}`}>{row.company_name}</Link>}
        />
        <TextField source="country.label" label="Country" sortBy="country" />
        <TextField source="industry.label" label="Industry" sortBy="industry" />
        <FunctionField
          source="last_stage_task"
          label="Last Stage & Task"
          render={(row) => (row.last_stage ? `${row.last_stage} - ${row.last_task}` : "")}
        />
        <TextField source="status" label="Email Status" />
        <FunctionField
          source="opened_initial_email_status"
          label="Opened"
          render={(row) => (row.opened ? "Opened" : "Not opened")}
        />
        <FunctionField source="created_by" label="Created By" render={(row) => person(row.created_by)} />
        <DateField source="modified" label="Modified" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById("root")).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="companies" list={CompanyList} />
  </Admin>,
);
