/** /diet (signed in): the food log for a day, with search, totals against the targets and the cabinet's flags. */
import { useState, type ReactElement } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useToday } from '#client/lib/use-today';
import { FoodLog } from '#client/features/nutrition/components/food-log';
import { formatDay } from '#client/features/nutrition/lib/nutrients';
import { addDays, isCalendarDate } from '#shared/domain/dates';
import { NutritionPageLayout } from './nutrition-page-layout';

export default function DietPage(): ReactElement {
  const today = useToday();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;

  return (
    <NutritionPageLayout
      title="Food log"
      lead={
        <p>
          Log what you eat and see the day against your targets. Foods that clash with a medicine in
          your cabinet are flagged as you log them, with the source of the rule.
        </p>
      }
    >
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          aria-label="Previous day"
          onClick={() => setChosen(addDays(date, -1))}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
        <div>
          <Label htmlFor="food-log-day">Day</Label>
          <Input
            id="food-log-day"
            type="date"
            value={date}
            max={today}
            className="w-44"
            onChange={(event) => {
              const value = event.target.value;
              if (isCalendarDate(value) && value <= today) setChosen(value);
            }}
          />
        </div>
        <Button
          variant="secondary"
          aria-label="Next day"
          disabled={date >= today}
          onClick={() => setChosen(addDays(date, 1))}
        >
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
        {date !== today && (
          <Button variant="link" onClick={() => setChosen(null)}>
            Back to today
          </Button>
        )}
      </div>
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {date === today ? 'Today, ' : ''}
        {formatDay(date)}
      </p>
      <FoodLog key={date} date={date} />
    </NutritionPageLayout>
  );
}
