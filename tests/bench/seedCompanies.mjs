// The companies the server benchmarks (companies.mjs, backup.mjs) run over, seeded by INSERT ...
// SELECT generate_series: reference lists, creators, companies with two members each, their journey
// and comments, in a few set-based statements through `query` (pg's signature: text, values).

const MEMBERS_PER_COMPANY = 2;
const LISTS = {
  location: 20,
  industry: 30,
  "confidence-level": 5,
  currency: 10,
  practice: 5,
  "company-type": 8,
};

/** The reference lists, creators, companies, members and journey, in a few set-based statements. */
export async function seedCompanies(query, companies) {
  const ids = {};
  for (const [kind, count] of Object.entries(LISTS)) {
    const { rows } = await query(
      `insert into lookups (kind, label, name, display_order)
       select $1, 'Bench ' || $1 || ' ' || lpad(i::text, 2, '0'), 'BENCH ' || i, i
       from generate_series(1, ${count}) as i returning id`,
      [kind],
    );
    ids[kind] = rows.map((row) => row.id);
  }
  const { rows: designations } = await query(
    `insert into lookups (kind, label, name, display_order)
     select 'company-member-designation', 'Bench role ' || i, 'BENCH ROLE ' || i, i
     from generate_series(1, 5) as i returning id`,
  );
  const { rows: creators } = await query(
    `insert into users (username, email, first_name, last_name)
     select 'bench.creator' || i, 'bench.creator' || i || '@example.com', 'Creator',
            'Number' || chr(64 + i)
     from generate_series(1, 10) as i returning id`,
  );
  const array = (list) => `array[${list.join(",")}]::integer[]`;
  const pick = (list, expression) => `(${array(list)})[1 + (${expression}) % ${list.length}]`;
  const creatorIds = creators.map((row) => row.id);

  await query(`
    insert into companies (company_name, website, country_id, industry_id, confidence_level_id,
      currency_id, practice_id, revenue, fte, foundation_year, created_by, created, modified)
    select initcap(substr(md5(i::text), 1, 10)) || ' ' ||
             (array['Labs','Works','Capital','Foods','Health','Energy','Media','Systems'])[1 + i % 8],
           'https://c' || i || '.example.com',
           ${pick(ids.location, "i")}, ${pick(ids.industry, "i * 7")}, ${pick(ids["confidence-level"], "i * 3")},
           ${pick(ids.currency, "i")}, ${pick(ids.practice, "i / 20")},
           (i * 37) % 9999999, (i * 13) % 5000, 1950 + i % 75,
           case when i % 10 = 0 then null else ${pick(creatorIds, "i")} end,
           now() - i * interval '5 minutes', now() - i * interval '3 minutes'
    from generate_series(1, ${companies}) as i`);
  await query(`insert into company_locations (company_id, location_id) select id, country_id from companies`);
  await query(`
    insert into company_company_types (company_id, company_type_id)
    select id, ${pick(ids["company-type"], "id")} from companies`);
  await query(`
    insert into company_members (company_id, first_name, last_name, email, mobile, linkedin_profile)
    select c.id, 'Member', 'Number' || k, 'member' || k || '.' || c.id || '@example.com', '9876543210',
           'https://www.linkedin.com/in/member-' || k || '-' || c.id
    from companies as c, generate_series(1, ${MEMBERS_PER_COMPANY}) as k`);
  await query(`
    insert into member_designations (member_id, designation_id)
    select id, ${pick(
      designations.map((row) => row.id),
      "id",
    )} from company_members`);
  // Four companies in five have begun their journey: the initial outreach first, then up to two
  // more tasks anywhere along it. One statement: the triggers sum each company up once.
  await query(`
    insert into company_journey_items (company_id, stage_id, task_id, type, status, message, created)
    select c.id, t.stage_id, t.id, t.type,
           case t.type
             when 'EMAIL' then (array['sent','delivered','opened','clicked','bounced'])[1 + (c.id + k) % 5]
             when 'MEETING' then (array['CONFIRMED','COMPLETED'])[1 + (c.id + k) % 2]
           end,
           case when t.type in ('LINKEDIN', 'SUMMARY') then 'Note on ' || c.company_name end,
           c.created + k * interval '1 day'
    from companies as c
    cross join generate_series(1, 3) as k
    join journey_tasks as t on t.id = case when k = 1 then 2 else 1 + (c.id * 11 + k * 5) % 21 end
    where c.id % 5 <> 0 and k <= 1 + c.id % 3`);
  await query(`
    insert into company_comments (company_id, comment_text, created)
    select id, 'Spoke to the founders of ' || company_name, created + interval '4 days'
    from companies where id % 7 = 0`);
  await query("analyze");
  const { rows: counts } = await query(`select
      (select count(*) from companies)::int as companies,
      (select count(*) from company_members)::int as members,
      (select count(*) from company_journey_items)::int as items,
      (select count(*) from company_comments)::int as comments`);
  return { ids, counts: counts[0] };
}
