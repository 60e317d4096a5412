import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';

interface ClubFilterProps {
  path: string;
  clubs: { id: number; name: string }[];
  clubId: number | undefined;
}

/** A plain GET form: the club lives in the URL, so a club's catalog can be reloaded and shared. */
export async function ClubFilter({ path, clubs, clubId }: ClubFilterProps) {
  const t = await getTranslations('adminCatalog.filter');
  return (
    <Form action={path} role="search" aria-label={t('label')} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-64">
        <label htmlFor="catalog-club" className="text-sm font-medium text-slate-800">{t('club')}</label>
        <Select id="catalog-club" name="club" defaultValue={clubId === undefined ? '' : String(clubId)}>
          <option value="">{t('allClubs')}</option>
          {clubs.map((club) => <option key={club.id} value={String(club.id)}>{club.name}</option>)}
        </Select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{t('submit')}</button>
        {clubId !== undefined && <Link href={path} className={buttonClass('ghost')}>{t('showAll')}</Link>}
      </div>
    </Form>
  );
}
